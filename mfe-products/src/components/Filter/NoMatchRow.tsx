import { tableStyles } from '../ScrollTable/ScrollTable';

/** The body row a filtered table shows when no row passes the filter. */
export function NoMatchRow({ columns }: { columns: number }) {
  return (
    <tr>
      <td colSpan={columns} className={tableStyles.empty}>
        No size matches the filter.
      </td>
    </tr>
  );
}
