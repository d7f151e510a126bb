import { DescriptivePage } from '../../components/DescriptivePage/DescriptivePage';
import { CaptionedTable } from '../../components/ScrollTable/ScrollTable';
import { Section } from '../../components/Section/Section';
import { GARDEN_HOSES, HOSE_LENGTHS_M, HOSE_SIZES } from '../../data/other-products';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { descriptiveContent } from '../../messages/descriptive';

/** /product/green-hoses: garden and suction hoses with their sizes and coil lengths (spec §9). */
export default function GardenHoses() {
  const words = useCatalog(descriptiveContent).hoseTable;
  const caption = words.caption;
  return (
    <DescriptivePage product={GARDEN_HOSES} text="hoses">
      <Section title={words.title}>
        <CaptionedTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{words.size}</th>
              {HOSE_LENGTHS_M.map((length) => (
                <th key={length} scope="col">
                  {formatMessage(words.coil, { length })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {HOSE_SIZES.map((row) => (
              <tr key={row.sizeMm}>
                <th scope="row">{row.sizeMm} mm</th>
                {HOSE_LENGTHS_M.map((length) => (
                  <td key={length}>{row.lengthsM.includes(length) ? words.available : words.notMade}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </CaptionedTable>
      </Section>
    </DescriptivePage>
  );
}
