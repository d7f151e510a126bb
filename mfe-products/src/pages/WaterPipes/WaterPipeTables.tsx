import { ColourSwatch } from '../../components/ColourSwatch/ColourSwatch';
import { CaptionedTable, tableStyles } from '../../components/ScrollTable/ScrollTable';
import { PRINTING_COLOURS } from '../../data/water-pipes';

const kg = (pressure: number) => `${pressure} kg/cm²`;

/** Spec §3 printing colours by class. */
export function PrintingColourTable() {
  const caption = 'Printing colour by pipe class';
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Pressure</th>
          <th scope="col">Class</th>
          <th scope="col">Printing colour</th>
        </tr>
      </thead>
      <tbody>
        {PRINTING_COLOURS.map((row) => (
          <tr key={row.classLabel}>
            <td>{row.pressure === null ? '—' : kg(row.pressure)}</td>
            <th scope="row">{row.classLabel}</th>
            <td>
              <ColourSwatch hex={row.colourHex} className={tableStyles.swatch} />
              {row.colourName}
            </td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}
