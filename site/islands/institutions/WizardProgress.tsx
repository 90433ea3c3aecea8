import { Icon } from '../shared/Icon.tsx';
import type { InstRegT } from './messages.ts';
import { LAST_STEP, STEPS, type Step } from './registration-form.ts';

interface WizardProgressProps {
  step: Step;
  /** The furthest step that may be opened: already visited, and every step before it complete. */
  open: Step;
  /** The first step not yet complete: the steps before it show as completed. */
  furthest: Step;
  t: InstRegT;
  onGo: (step: Step) => void;
}

/** The share of the wizard reached: step 1 of 5 is 20 %, the review step 100 %. */
export const progressPercent = (step: Step): number => Math.round((step / LAST_STEP) * 100);

/**
 * A progress bar with its percentage, and the five steps, of which the ones
 * already completed can be clicked and the later ones are disabled. `<progress>` draws the
 * bar from attributes: the CSP refuses inline `style`.
 */
export function WizardProgress({ step, open, furthest, t, onGo }: WizardProgressProps) {
  const percent = progressPercent(step);
  return (
    <div className="inst-progress" data-testid="wizard-progress">
      <div className="inst-progress-head">
        <span data-testid="wizard-step-count">{t('instReg.progress', { current: step, total: LAST_STEP })}</span>
        <span data-testid="wizard-percent">{t('instReg.percent', { percent })}</span>
      </div>
      <progress
        className="inst-progress-bar"
        max={100}
        value={percent}
        aria-label={t('instReg.progressLabel')}
        aria-valuetext={`${t('instReg.progress', { current: step, total: LAST_STEP })}, ${t('instReg.percent', { percent })}`}
      />
      <ol className="inst-steps" aria-label={t('instReg.stepsLabel')}>
        {STEPS.map((number) => {
          const current = number === step;
          const done = number < furthest;
          const locked = number > open;
          // Open: the next step once this one is complete, or one visited before, not yet complete.
          const state = current ? 'current' : locked ? 'locked' : done ? 'done' : 'open';
          return (
            <li key={number} data-state={state}>
              <button
                type="button"
                className="inst-step"
                onClick={() => onGo(number)}
                disabled={locked}
                aria-current={current ? 'step' : undefined}
                data-testid={`wizard-step-${number}`}
              >
                <span className="inst-step-number" aria-hidden="true">
                  {done && !current ? <Icon name="check" size={14} /> : number}
                </span>
                <span className="inst-step-label">{t(`instReg.step.${number}`)}</span>
                <span className="sr-only">{`, ${t(`instReg.stepState.${state}`)}`}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
