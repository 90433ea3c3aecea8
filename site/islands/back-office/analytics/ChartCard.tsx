import type { ReactNode } from 'react';

/**
 * One chart or table of the panel in its card: a skeleton of the body's final height until the
 * figures are in (the tab walks without layout shift), the alert if they could not be loaded.
 */
export function ChartCard({
  id,
  title,
  loaded,
  failed,
  loadingLabel,
  failedText,
  note,
  tall = true,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  loaded: boolean;
  failed: boolean;
  loadingLabel: string;
  failedText: string;
  note?: string | undefined;
  /** A chart's fixed height; tables take the height of their rows. */
  tall?: boolean;
  /** The title's heading level: 2 on the tab, 3 inside the advanced section. */
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const body = tall ? 'analytics-card-body analytics-chart-body' : 'analytics-card-body';
  return (
    <section className="card analytics-card" aria-labelledby={`analytics-${id}-title`} data-testid={`analytics-${id}`}>
      <Heading id={`analytics-${id}-title`} className="card-title">
        {title}
      </Heading>
      <div className={body}>
        {failed ? (
          <p className="alert alert-danger" role="alert" data-testid="load-failed">
            {failedText}
          </p>
        ) : loaded ? (
          children
        ) : (
          <span className="skeleton analytics-skeleton" role="status" aria-label={loadingLabel} />
        )}
      </div>
      {note && <p className="small muted analytics-note">{note}</p>}
    </section>
  );
}
