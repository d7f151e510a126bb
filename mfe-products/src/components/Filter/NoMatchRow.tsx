import { tableStyles } from '../ScrollTable/ScrollTable';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

/** The body row a filtered table shows when no row passes the filter. */
export function NoMatchRow({ columns }: { columns: number }) {
  const t = useMessages(productsMessages);
  return (
    <tr>
      <td colSpan={columns} className={tableStyles.empty}>
        {t('table.noMatch')}
      </td>
    </tr>
  );
}
