/**
 * A horizontal bar for a share in percent (CPU, memory, disk). SVG with attribute sizes: the
 * CSP forbids inline styles. The figure itself is said by the text beside it.
 */
export function UsageBar({ percent, tone }: { percent: number; tone: 'ok' | 'warning' | 'danger' }) {
  return (
    <svg className={`usage-bar usage-${tone}`} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true">
      <rect className="usage-track" x="0" y="0" width="100" height="8" rx="4" />
      <rect className="usage-fill" x="0" y="0" width={Math.min(100, Math.max(0, percent))} height="8" rx="4" />
    </svg>
  );
}

/** The bar's tone from the server's thresholds: past the warning share yellow, past the critical one red. */
export function usageTone(percent: number, warning: number, critical = 101): 'ok' | 'warning' | 'danger' {
  if (percent >= critical) return 'danger';
  if (percent >= warning) return 'warning';
  return 'ok';
}
