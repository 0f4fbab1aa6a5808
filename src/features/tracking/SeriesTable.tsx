import type { ReactNode } from 'react';

interface Props {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

/**
 * The chart's numbers as a table: what a screen reader reads instead of the (hidden) chart. On a phone each
 * row reflows into a card with every value labelled (tracking.css), so nothing hides off the screen's edge;
 * the explicit roles keep it a table for screen readers that drop the semantics of a restyled one.
 */
export function SeriesTable({ caption, columns, rows }: Props) {
  return (
    <table className="tracking-table" role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th key={c} scope="col" role="columnheader">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.key} role="row">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" role="rowheader">
                  {cell}
                </th>
              ) : (
                <td key={i} role="cell" data-label={columns[i]}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
