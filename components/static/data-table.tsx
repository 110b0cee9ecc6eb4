import type { ReactNode } from 'react';

/** A table's caption, column names and rows; a content page's TextTable is one, and cells may also hold links. */
export interface TableData {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly ReactNode[])[];
}

interface DataTableProps {
  table: TableData;
  /** Shows the caption as a visible heading-like line (true) or keeps it for screen readers only. */
  showCaption?: boolean;
  /** The first column names each row (a row header). */
  rowHeaders?: boolean;
}

/**
 * A real table on wide screens; below 640 px each row becomes a card whose cells carry their column name,
 * so no figure needs sideways scrolling at 375 px. The table semantics stay the same for screen readers.
 */
export function DataTable({ table, showCaption = true, rowHeaders = true }: DataTableProps) {
  return (
    <div className="rounded-card bg-white shadow-card ring-1 ring-sand-200 max-sm:bg-transparent max-sm:shadow-none max-sm:ring-0">
      <table className="w-full border-collapse text-left max-sm:block">
        <caption className={showCaption ? 'px-4 pt-4 pb-2 text-left font-serif text-lg font-bold text-navy-900 max-sm:block max-sm:px-0' : 'sr-only'}>
          {table.caption}
        </caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b-2 border-sand-200 bg-navy-50">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-sm font-bold text-navy-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3">
          {table.rows.map((row, rowIndex) => (
            <tr
              key={rowIndex}
              className="border-b border-sand-200 last:border-b-0 even:bg-sand-50 max-sm:block max-sm:rounded-card max-sm:border-0 max-sm:bg-white max-sm:p-3 max-sm:shadow-card max-sm:ring-1 max-sm:ring-sand-200 max-sm:even:bg-white"
            >
              {row.map((cell, cellIndex) => {
                const column = table.columns[cellIndex] ?? '';
                const className =
                  'px-4 py-3 align-top max-sm:flex max-sm:gap-3 max-sm:px-1 max-sm:py-1 max-sm:before:w-2/5 max-sm:before:shrink-0 max-sm:before:text-sm max-sm:before:font-semibold max-sm:before:text-sand-600 max-sm:before:content-[attr(data-label)]';
                return rowHeaders && cellIndex === 0 ? (
                  <th key={cellIndex} scope="row" data-label={column} className={`${className} font-semibold text-navy-900`}>
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex} data-label={column} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
