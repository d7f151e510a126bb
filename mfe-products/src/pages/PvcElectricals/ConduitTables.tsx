import { memo, useDeferredValue, useMemo, useState } from 'react';
import { NoMatchRow } from '../../components/Filter/NoMatchRow';
import { matchesFilter, sizeOptions } from '../../components/Filter/size-class-filter';
import { NO_FILTER, TableFilter, type FilterValue } from '../../components/Filter/TableFilter';
import { CaptionedTable, MinMaxHeaderRow, tableStyles } from '../../components/ScrollTable/ScrollTable';
import {
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_LENGTH_M,
  CONDUIT_SPECS,
  ISI_CONDUITS,
  NON_ISI_CONDUITS,
  type ConduitClass,
  type ConduitPackRow,
  type ConduitSpecRow,
} from '../../data/conduits';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { conduitsContent } from '../../messages/conduits';
import type { conduitsEn } from '../../messages/conduits';

type ConduitTexts = typeof conduitsEn;

/** 'Light (LMS)': the class's name in the page's language, its code as the trade writes it. */
const classLabel = (c: ConduitTexts, id: ConduitClass) => `${c.classes[CONDUIT_CLASS_ORDER.indexOf(id)]?.name ?? CONDUIT_CLASSES[id].name} (${CONDUIT_CLASSES[id].code})`;
const classText = (c: ConduitTexts, row: ConduitPackRow) => row.classes.map((id) => classLabel(c, id)).join(', ');
const ENDS_KEY = { plain: 'plain', 'plain-and-socketed': 'plainAndSocketed', 'against-order': 'againstOrder' } as const;

const SIZE_OPTIONS = sizeOptions([...ISI_CONDUITS, ...NON_ISI_CONDUITS].map((row) => row.size).sort((a, b) => a - b));

/** The ISI, non-ISI and technical specification tables with their size/class filter. */
export function ConduitTables() {
  const c = useCatalog(conduitsContent);
  const [filter, setFilter] = useState<FilterValue>(NO_FILTER);
  // The selects answer in the next frame; the tables follow in a render of their own, which React
  // can interrupt for the visitor's next input (issue 30: a slow phone's tap on the filter waited
  // for every table row). The tables are memoised, so the selects' render leaves them alone.
  const shown = useDeferredValue(filter);
  const { isi, nonIsi, specs } = useMemo(
    () => ({
      isi: ISI_CONDUITS.filter((row) => matchesFilter(shown, row.size, row.classes)),
      nonIsi: NON_ISI_CONDUITS.filter((row) => matchesFilter(shown, row.size, row.classes)),
      specs: CONDUIT_SPECS.filter((row) => matchesFilter(shown, row.size, row.conduitClass)),
    }),
    [shown],
  );
  const status = formatMessage(c.status, {
    isi: isi.length,
    isiTotal: ISI_CONDUITS.length,
    nonIsi: nonIsi.length,
    nonIsiTotal: NON_ISI_CONDUITS.length,
    specs: specs.length,
    specsTotal: CONDUIT_SPECS.length,
  });
  return (
    <>
      <TableFilter
        legend={c.filterLegend}
        sizeOptions={SIZE_OPTIONS}
        classOptions={CONDUIT_CLASS_ORDER.map((id) => ({ value: id, label: classLabel(c, id) }))}
        value={filter}
        onChange={setFilter}
        status={status}
      />
      <p>{formatMessage(c.lengthNote, { length: CONDUIT_LENGTH_M })}</p>
      <h3>{c.isiRange}</h3>
      <PackTable caption={c.isiCaption} rows={isi} />
      <h3>{c.nonIsiRange}</h3>
      <PackTable caption={c.nonIsiCaption} rows={nonIsi} />
      <h3>{c.technical}</h3>
      <SpecTable rows={specs} />
      <p>{c.specNote}</p>
    </>
  );
}

export const PackTable = memo(function PackTable({ caption, rows }: { caption: string; rows: readonly ConduitPackRow[] }) {
  const c = useCatalog(conduitsContent);
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{c.size}</th>
          <th scope="col">{c.classesHeader}</th>
          <th scope="col" className={tableStyles.numeric}>
            {c.metresPerPack}
          </th>
          <th scope="col" className={tableStyles.numeric}>
            {c.lengthsPerPack}
          </th>
          <th scope="col">{c.ends}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <NoMatchRow columns={5} />
        ) : (
          rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size} mm</th>
              <td>{classText(c, row)}</td>
              <td className={tableStyles.numeric}>{row.metresPerPack}</td>
              <td className={tableStyles.numeric}>{row.lengthsPerPack}</td>
              <td>{c.endsText[ENDS_KEY[row.ends]]}</td>
            </tr>
          ))
        )}
      </tbody>
    </CaptionedTable>
  );
});

const mm = (value: number) => value.toFixed(2);

export const SpecTable = memo(function SpecTable({ rows }: { rows: readonly ConduitSpecRow[] }) {
  const c = useCatalog(conduitsContent);
  const caption = c.specCaption;
  return (
    <CaptionedTable caption={caption}>
      <colgroup span={2} />
      <colgroup span={2} />
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            {c.sizeAndClass}
          </th>
          <th scope="col" rowSpan={2} className={tableStyles.numeric}>
            {c.odTolerance}
          </th>
          <th scope="colgroup" colSpan={2}>
            {c.wallThickness}
          </th>
        </tr>
        <MinMaxHeaderRow groups={['wall']} />
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <NoMatchRow columns={4} />
        ) : (
          rows.map((row) => (
            <tr key={`${row.size}-${row.conduitClass}`} data-size={row.size} data-class={row.conduitClass}>
              <th scope="row">{`${row.size} mm ${classLabel(c, row.conduitClass)}`}</th>
              <td className={tableStyles.numeric}>{row.odToleranceMm.toFixed(1)}</td>
              {row.wallThickness ? (
                <>
                  <td className={tableStyles.numeric}>{mm(row.wallThickness.min)}</td>
                  <td className={tableStyles.numeric}>{mm(row.wallThickness.max)}</td>
                </>
              ) : (
                <td colSpan={2}>{c.notGiven}</td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </CaptionedTable>
  );
});
