import { ColourSwatch } from '../../components/ColourSwatch/ColourSwatch';
import { CaptionedTable, tableStyles } from '../../components/ScrollTable/ScrollTable';
import { PRINTING_COLOURS } from '../../data/water-pipes';
import { useCatalog } from '@site/shared/i18n/react';
import { waterPipesContent } from '../../messages/water-pipes';

const kg = (pressure: number) => `${pressure} kg/cm²`;

/** Spec §3 printing colours by class. */
export function PrintingColourTable() {
  const c = useCatalog(waterPipesContent);
  const caption = c.printingCaption;
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{c.pressure}</th>
          <th scope="col">{c.class}</th>
          <th scope="col">{c.printingColour}</th>
        </tr>
      </thead>
      <tbody>
        {PRINTING_COLOURS.map((row, index) => ({ ...row, ...c.colours[index] })).map((row) => (
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
