import { useState } from 'react';
import { NoMatchRow } from '../../components/Filter/NoMatchRow';
import { matchesFilter, sizeOptions } from '../../components/Filter/size-class-filter';
import { NO_FILTER, TableFilter, type FilterValue } from '../../components/Filter/TableFilter';
import { CaptionedTable, MinMaxHeaderRow, tableStyles } from '../../components/ScrollTable/ScrollTable';
import {
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_ENDS_TEXT,
  CONDUIT_LENGTH_M,
  CONDUIT_SPEC_NOT_GIVEN,
  CONDUIT_SPEC_NOTE,
  CONDUIT_SPECS,
  ISI_CONDUITS,
  NON_ISI_CONDUITS,
  type ConduitClass,
  type ConduitPackRow,
  type ConduitSpecRow,
} from '../../data/conduits';

const classLabel = (id: ConduitClass) => `${CONDUIT_CLASSES[id].name} (${CONDUIT_CLASSES[id].code})`;
const classText = (row: ConduitPackRow) => row.classes.map(classLabel).join(', ');

const SIZE_OPTIONS = sizeOptions([...ISI_CONDUITS, ...NON_ISI_CONDUITS].map((row) => row.size).sort((a, b) => a - b));
const CLASS_OPTIONS = CONDUIT_CLASS_ORDER.map((id) => ({ value: id, label: classLabel(id) }));

const count = (shown: number, total: number, noun: string) => `${shown} of ${total} ${noun}`;

/** The ISI, non-ISI and technical specification tables with their size/class filter. */
export function ConduitTables() {
  const [filter, setFilter] = useState<FilterValue>(NO_FILTER);
  const isi = ISI_CONDUITS.filter((row) => matchesFilter(filter, row.size, row.classes));
  const nonIsi = NON_ISI_CONDUITS.filter((row) => matchesFilter(filter, row.size, row.classes));
  const specs = CONDUIT_SPECS.filter((row) => matchesFilter(filter, row.size, row.conduitClass));
  const status = `Showing ${count(isi.length, ISI_CONDUITS.length, 'ISI sizes')}, ${count(nonIsi.length, NON_ISI_CONDUITS.length, 'non-ISI sizes')} and ${count(specs.length, CONDUIT_SPECS.length, 'specification rows')}.`;
  return (
    <>
      <TableFilter
        legend="Filter the conduit tables"
        sizeOptions={SIZE_OPTIONS}
        classOptions={CLASS_OPTIONS}
        value={filter}
        onChange={setFilter}
        status={status}
      />
      <p>Every pipe is {CONDUIT_LENGTH_M} m long; packs are bundles of whole lengths.</p>
      <h3>ISI range</h3>
      <PackTable caption="ISI conduits to IS 9537 (Part 3): sizes and packing per bundle" rows={isi} />
      <h3>Non-ISI range</h3>
      <PackTable caption="Non-ISI conduits: sizes and packing per bundle" rows={nonIsi} />
      <h3>Technical specification</h3>
      <SpecTable rows={specs} />
      <p>{CONDUIT_SPEC_NOTE}</p>
    </>
  );
}

export function PackTable({ caption, rows }: { caption: string; rows: readonly ConduitPackRow[] }) {
  return (
    <CaptionedTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Size</th>
          <th scope="col">Classes</th>
          <th scope="col" className={tableStyles.numeric}>
            Metres per pack
          </th>
          <th scope="col" className={tableStyles.numeric}>
            Lengths per pack
          </th>
          <th scope="col">Ends</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <NoMatchRow columns={5} />
        ) : (
          rows.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size} mm</th>
              <td>{classText(row)}</td>
              <td className={tableStyles.numeric}>{row.metresPerPack}</td>
              <td className={tableStyles.numeric}>{row.lengthsPerPack}</td>
              <td>{CONDUIT_ENDS_TEXT[row.ends]}</td>
            </tr>
          ))
        )}
      </tbody>
    </CaptionedTable>
  );
}

const mm = (value: number) => value.toFixed(2);

export function SpecTable({ rows }: { rows: readonly ConduitSpecRow[] }) {
  const caption = 'Technical specification of ISI conduits (all figures in mm)';
  return (
    <CaptionedTable caption={caption}>
      <colgroup span={2} />
      <colgroup span={2} />
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Size and class
          </th>
          <th scope="col" rowSpan={2} className={tableStyles.numeric}>
            Tolerance on OD
          </th>
          <th scope="colgroup" colSpan={2}>
            Wall thickness
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
              <th scope="row">{row.label}</th>
              <td className={tableStyles.numeric}>{row.odToleranceMm.toFixed(1)}</td>
              {row.wallThickness ? (
                <>
                  <td className={tableStyles.numeric}>{mm(row.wallThickness.min)}</td>
                  <td className={tableStyles.numeric}>{mm(row.wallThickness.max)}</td>
                </>
              ) : (
                <td colSpan={2}>{CONDUIT_SPEC_NOT_GIVEN}</td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </CaptionedTable>
  );
}
