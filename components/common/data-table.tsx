import type { ReactNode } from "react";

/** One column of a DataTable: its header and how a row fills its cell. */
export interface Column<Row> {
  /** The header text; unique within a table. */
  header: string;
  /** Screen readers read the header; nobody sees it (a column of buttons). */
  headerHidden?: boolean;
  /** Numbers: the header and the cells align to the right. */
  numeric?: boolean;
  /** Class of the column's cells, e.g. "mono". */
  className?: string;
  cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  label: string;
  columns: Column<Row>[];
  page: { total: number; list: Row[] } | undefined;
  empty: ReactNode;
  /** On a phone each row becomes a card, every cell under its header's words, instead of scrolling sideways. */
  cardsOnPhone?: boolean;
}

/**
 * A page of records as a table, or the empty state when there are none. Nothing shows before the page
 * has arrived (the caller shows loading and errors where they belong on its card).
 */
export function DataTable<Row extends { id: string }>({ label, columns, page, empty, cardsOnPhone = false }: DataTableProps<Row>) {
  if (!page) return null;
  if (page.total === 0) return <p className="empty">{empty}</p>;
  if (page.list.length === 0) return null;
  return (
    <div className="table-wrap">
      <table className={cardsOnPhone ? "table table-cards" : "table"} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? "numeric" : undefined}>
                {column.headerHidden ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.list.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass(column)} data-label={column.headerHidden ? undefined : column.header}>
                  {/* One grid item beside the header's words, however many parts the cell has. */}
                  {cardsOnPhone ? <div>{column.cell(row)}</div> : column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(column: Pick<Column<never>, "numeric" | "className">): string | undefined {
  const classes = [column.numeric ? "numeric" : null, column.className].filter(Boolean);
  return classes.length > 0 ? classes.join(" ") : undefined;
}
