import type { ReactNode } from 'react';

interface Props {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

/** The chart's numbers as a table: what a screen reader reads instead of the (hidden) chart. */
export function SeriesTable({ caption, columns, rows }: Props) {
  return (
    // On a phone the table may scroll sideways: the region takes focus so a keyboard can scroll it.
    <div className="tracking-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="tracking-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
