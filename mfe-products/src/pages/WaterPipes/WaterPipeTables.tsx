import { useState } from 'react';
import { ColourSwatch } from '../../components/ColourSwatch/ColourSwatch';
import { NoMatchRow } from '../../components/Filter/NoMatchRow';
import { matchesFilter, sizeOptions } from '../../components/Filter/size-class-filter';
import { NO_FILTER, TableFilter, type FilterValue } from '../../components/Filter/TableFilter';
import { CaptionedTable, MinMaxHeaderRow, tableStyles } from '../../components/ScrollTable/ScrollTable';
import {
  PRESSURE_CLASSES,
  PRINTING_COLOURS,
  WATER_PIPE_DIMENSIONS,
  WATER_PIPE_SIZES,
  WATER_PIPE_TABLES,
  type WaterPipeDimensionRow,
} from '../../data/waterPipes';

const kg = (pressure: number) => `${pressure} kg/cm²`;
const SIZE_OPTIONS = sizeOptions(WATER_PIPE_SIZES);
const CLASS_OPTIONS = PRESSURE_CLASSES.map((pressure) => ({ value: String(pressure), label: kg(pressure) }));

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

/** The two IS 4985 dimension tables with their size/class filter. */
export function WaterPipeDimensionTables() {
  const [filter, setFilter] = useState<FilterValue>(NO_FILTER);
  const shown = WATER_PIPE_DIMENSIONS.filter((row) => matchesFilter(filter, row.nominalSize, String(row.pressureClass)));
  const status = `Showing ${shown.length} of ${WATER_PIPE_DIMENSIONS.length} size and class rows.`;
  return (
    <>
      <TableFilter
        legend="Filter the dimension tables"
        sizeOptions={SIZE_OPTIONS}
        classOptions={CLASS_OPTIONS}
        value={filter}
        onChange={setFilter}
        status={status}
      />
      {WATER_PIPE_TABLES.map((table) => (
        <DimensionTable
          key={table.id}
          caption={table.caption}
          rows={shown.filter((row) => (table.sizes as readonly number[]).includes(row.nominalSize))}
        />
      ))}
    </>
  );
}

const mm = (value: number) => value.toFixed(1);

export function DimensionTable({ caption, rows }: { caption: string; rows: readonly WaterPipeDimensionRow[] }) {
  return (
    <CaptionedTable caption={caption}>
      <colgroup span={2} />
      <colgroup span={2} />
      <colgroup span={2} />
      <colgroup span={2} />
      <thead>
        <tr>
          <th scope="col" rowSpan={2}>
            Nominal size
          </th>
          <th scope="col" rowSpan={2}>
            Class
          </th>
          <th scope="colgroup" colSpan={2}>
            Mean outside diameter
          </th>
          <th scope="colgroup" colSpan={2}>
            Outside diameter at any point
          </th>
          <th scope="colgroup" colSpan={2}>
            Wall thickness
          </th>
        </tr>
        <MinMaxHeaderRow groups={['mean', 'any', 'wall']} />
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <NoMatchRow columns={8} />
        ) : (
          rows.map((row) => (
            <tr key={`${row.nominalSize}-${row.pressureClass}`}>
              <th scope="row">{row.nominalSize} mm</th>
              <td>{kg(row.pressureClass)}</td>
              <td className={tableStyles.numeric}>{mm(row.meanOD.min)}</td>
              <td className={tableStyles.numeric}>{mm(row.meanOD.max)}</td>
              <td className={tableStyles.numeric}>{mm(row.odAtAnyPoint.min)}</td>
              <td className={tableStyles.numeric}>{mm(row.odAtAnyPoint.max)}</td>
              <td className={tableStyles.numeric}>{mm(row.wallThickness.min)}</td>
              <td className={tableStyles.numeric}>{mm(row.wallThickness.max)}</td>
            </tr>
          ))
        )}
      </tbody>
    </CaptionedTable>
  );
}
