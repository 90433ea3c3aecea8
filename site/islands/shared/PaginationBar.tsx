/** What a paginated list says: how many it shows, and its Previous / Page n of m / Next. */
export interface PaginationTexts {
  count: string;
  previous: string;
  next: string;
  /** "Page 2 of 5", in the page's language. */
  page: (page: number, pages: number) => string;
}

/** Below a paginated table: the count, and the page buttons when there is more than one page. */
export function PaginationBar({
  page,
  totalPages,
  texts,
  onPage,
  countTestId,
}: {
  page: number;
  totalPages: number;
  texts: PaginationTexts;
  onPage: (page: number) => void;
  countTestId: string;
}) {
  return (
    <div className="pagination-bar">
      <span className="small muted" data-testid={countTestId}>
        {texts.count}
      </span>
      {totalPages > 1 && (
        <div className="cluster">
          <button
            className="btn btn-outline btn-sm"
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {texts.previous}
          </button>
          <span className="small">{texts.page(page, totalPages)}</span>
          <button
            className="btn btn-outline btn-sm"
            type="button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            {texts.next}
          </button>
        </div>
      )}
    </div>
  );
}
