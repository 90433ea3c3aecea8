import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatePanel } from '../shared/StatePanel.tsx';
import type { AdT } from './messages.ts';

interface Props {
  t: AdT;
  children: ReactNode;
}

/**
 * When any part of the dashboard fails to render, the page says "Something
 * went wrong" with the spec's text and a Refresh Page button, instead of going blank.
 */
export class DashboardErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Admin dashboard failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { t } = this.props;
    return (
      <div className="screen-frame">
        <StatePanel testId="dashboard-error" icon="alert" title={t('ad.fallback.title')} body={t('ad.fallback.body')}>
          <button className="btn btn-primary" type="button" onClick={() => window.location.reload()}>
            {t('ad.fallback.refresh')}
          </button>
        </StatePanel>
      </div>
    );
  }
}
