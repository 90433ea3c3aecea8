import type { InstViewT } from './messages.ts';

/**
 * The institution's statements. None are issued on the platform yet (they come with a later
 * issue, with their own API): the section says so plainly rather than showing made-up figures.
 */
export function MemberStatements({ t }: { t: InstViewT }) {
  return (
    <section className="card" aria-labelledby="inst-view-statements-title" data-testid="institution-statements">
      <h2 id="inst-view-statements-title" className="card-title">
        {t('instView.statements.title')}
      </h2>
      <p className="table-empty" data-testid="institution-statements-empty">
        {t('instView.statements.none')}
      </p>
    </section>
  );
}
