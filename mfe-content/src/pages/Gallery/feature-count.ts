/**
 * How many leading pictures become 2 x 2 features so the last row of a grid of `columns` is full:
 * each feature takes 3 more cells, so `count % columns` features complete it when that is below 3.
 */
export function featureCount(count: number, columns: number): number {
  const remainder = count % columns;
  if (remainder >= 3) throw new Error(`${count} pictures cannot fill ${columns} columns with 2 x 2 features`);
  return remainder;
}
