/** One figure of a work screen's summary row. */
export interface StatTile {
  id: string;
  label: string;
  /** A line under the figure; null while loading reserves its line (so the figure's arrival moves nothing). */
  hint?: string | null | undefined;
  /** A second line: what the figure is compared with; null while loading reserves it too. */
  detail?: string | null | undefined;
  /** Null while loading (a skeleton) or when the figures failed ("—"). */
  value: string | null;
  /** A tone for the figure itself (a health status in its colour). */
  valueClass?: string | undefined;
}

/**
 * The summary row of a signed-in work screen: a tile per figure, each marked
 * `data-testid="summary-<id>"`, with a skeleton while loading and "—" after a failure.
 */
export function StatTiles({
  tiles,
  label,
  failed,
  errorText,
}: {
  tiles: StatTile[];
  label: string;
  failed: boolean;
  errorText: string;
}) {
  return (
    <section aria-label={label}>
      {failed && (
        <p className="alert alert-danger stat-grid-error" role="alert" data-testid="analytics-error">
          {errorText}
        </p>
      )}
      <div className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.id} className="card stat-card stat-tile" data-testid={`summary-${tile.id}`}>
            <div className="stat-label">{tile.label}</div>
            <div
              className={tile.valueClass ? `stat-value ${tile.valueClass}` : 'stat-value'}
              data-testid="summary-value"
            >
              {tile.value ?? (failed ? '—' : <span className="skeleton stat-skeleton" />)}
            </div>
            {tile.hint === null
              ? !failed && (
                  <div className="small muted">
                    <span className="skeleton hint-skeleton" />
                  </div>
                )
              : tile.hint && (
                  <div className="small muted" data-testid="summary-hint">
                    {tile.hint}
                  </div>
                )}
            {tile.detail === null
              ? !failed && (
                  <div className="small muted">
                    <span className="skeleton hint-skeleton" />
                  </div>
                )
              : tile.detail && (
                  <div className="small muted" data-testid="summary-detail">
                    {tile.detail}
                  </div>
                )}
          </div>
        ))}
      </div>
    </section>
  );
}
