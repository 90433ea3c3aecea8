import type { ReactNode } from 'react';

interface TableRowsProps<Row> {
  /** Undefined while the first answer loads. */
  rows: readonly Row[] | undefined;
  /** How many columns the loading and empty rows span. */
  columns: number;
  loadingLabel: string;
  empty: ReactNode;
  emptyTestId: string;
  children: (row: Row) => ReactNode;
}

/**
 * A table's body in its three states, the one way every staff table says them: a skeleton
 * row (announced as loading) until the first answer, one row saying there is nothing, or the
 * rows themselves.
 */
export function TableRows<Row>({ rows, columns, loadingLabel, empty, emptyTestId, children }: TableRowsProps<Row>) {
  return (
    <tbody>
      {!rows ? (
        <tr>
          <td colSpan={columns}>
            <span className="skeleton" role="status" aria-label={loadingLabel} />
          </td>
        </tr>
      ) : rows.length === 0 ? (
        <tr>
          <td colSpan={columns} className="table-empty" data-testid={emptyTestId}>
            {empty}
          </td>
        </tr>
      ) : (
        rows.map(children)
      )}
    </tbody>
  );
}
