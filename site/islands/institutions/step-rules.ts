import { type DocumentStates, documentsComplete } from './documents.ts';
import { type RegistrationValues, STEP_REQUIRED, STEPS, type Step } from './registration-form.ts';

const filled = (text: string): boolean => text.trim() !== '';

/**
 * Next is enabled only when the step is complete. Steps 1, 2 and 4 need their
 * fields non-empty after trimming; step 3 every required document accepted; step 4 also the
 * AML, KYC and data-protection confirmations and the risk self-assessment (a level and the
 * compliance officer; the three controls are answered by being ticked or not).
 */
export function stepComplete(step: Step, values: RegistrationValues, documents: DocumentStates): boolean {
  switch (step) {
    case 1:
    case 2:
      return STEP_REQUIRED[step].every((field) => filled(values[field]));
    case 3:
      return documentsComplete(documents);
    case 4: {
      const { compliance, riskAssessment } = values;
      return (
        STEP_REQUIRED[4].every((field) => filled(values[field])) &&
        compliance.aml &&
        compliance.kyc &&
        compliance.dataProtection &&
        riskAssessment.amlRiskLevel !== '' &&
        filled(riskAssessment.riskOfficer)
      );
    }
    case 5:
      return STEPS.slice(0, 4).every((earlier) => stepComplete(earlier, values, documents));
  }
}

/**
 * The furthest step the applicant may open: every step before it is complete. Completed steps
 * stay reachable by a click; later ones are disabled.
 */
export function furthestOpenStep(values: RegistrationValues, documents: DocumentStates): Step {
  for (const step of STEPS) {
    if (step === 5 || !stepComplete(step, values, documents)) return step;
  }
  return 5;
}
