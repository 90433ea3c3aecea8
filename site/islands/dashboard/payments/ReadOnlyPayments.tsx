import type { PaymentsT } from '../messages.ts';

/**
 * Where a form would be for a role that may not pay (auditors): the form's own title, then
 * what the role may do instead and why the form is not there, rather than a live form the
 * server would refuse once filled in.
 */
export function ReadOnlyPayments({ title, testId, t }: { title: string; testId: string; t: PaymentsT }) {
  const titleId = `${testId}-title`;
  return (
    <section className="card payments-card" data-testid={testId} aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        {title}
      </h2>
      <p className="card-subtitle" data-testid="read-only-reason">
        {t('payments.readOnly')}
      </p>
    </section>
  );
}
