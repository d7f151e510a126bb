import { DescriptivePage } from '../../components/DescriptivePage/DescriptivePage';
import { CaptionedTable } from '../../components/ScrollTable/ScrollTable';
import { Section } from '../../components/Section/Section';
import { GARDEN_HOSES, HOSE_LENGTHS_M, HOSE_SIZES } from '../../data/other-products';

/** /product/green-hoses: garden and suction hoses with their sizes and coil lengths (spec §9). */
export default function GardenHoses() {
  const caption = 'Hose sizes and coil lengths';
  return (
    <DescriptivePage product={GARDEN_HOSES}>
      <Section title="Sizes and lengths">
        <CaptionedTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">Size</th>
              {HOSE_LENGTHS_M.map((length) => (
                <th key={length} scope="col">
                  {length} m coil
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOSE_SIZES.map((row) => (
              <tr key={row.sizeMm}>
                <th scope="row">{row.sizeMm} mm</th>
                {HOSE_LENGTHS_M.map((length) => (
                  <td key={length}>{row.lengthsM.includes(length) ? 'Available' : 'Not made'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </Section>
    </DescriptivePage>
  );
}
