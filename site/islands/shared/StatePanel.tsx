import type { ReactNode } from 'react';
import type { IconName } from '../../lib/icon-paths.ts';
import { Icon } from './Icon.tsx';

interface StatePanelProps {
  /** Names the panel (`${testId}-title` labels it). */
  testId: string;
  icon: IconName;
  title: string;
  body: string;
  /** The links out of this state. */
  children: ReactNode;
}

/** A signed-in screen's stop sign (signed out, no access): icon, heading, why, and the ways on. */
export function StatePanel({ testId, icon, title, body, children }: StatePanelProps) {
  const titleId = `${testId}-title`;
  return (
    <div className="container protected-state">
      <section className="card auth-required" data-testid={testId} aria-labelledby={titleId}>
        <Icon name={icon} size={40} className="auth-required-icon" />
        <h1 id={titleId}>{title}</h1>
        <p className="muted">{body}</p>
        <div className="auth-required-actions">{children}</div>
      </section>
    </div>
  );
}
