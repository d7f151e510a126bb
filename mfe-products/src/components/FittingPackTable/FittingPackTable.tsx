import { CaptionedTable, tableStyles } from '../ScrollTable/ScrollTable';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

export interface SizePackRow {
  size: string;
  standardPack: string;
}

/** Size vs Standard Pack (spec §3 fitting row / catalogue card). */
export function FittingPackTable({ caption, rows }: { caption: string; rows: readonly SizePackRow[] }) {
  const t = useMessages(productsMessages);
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t('table.size')}</th>
          <th scope="col" className={tableStyles.numeric}>
            {t('table.standardPack')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.size}>
            <th scope="row">{row.size}</th>
            <td className={tableStyles.numeric}>{row.standardPack}</td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}

/** Zips a catalogue card's aligned size and pack lists into rows. */
export function cardRows(sizes: readonly string[], packs: readonly string[]): SizePackRow[] {
  if (sizes.length !== packs.length) throw new Error('sizes and standard packs must align');
  return sizes.map((size, index) => ({ size, standardPack: packs[index]! }));
}
