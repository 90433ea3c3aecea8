import { type SubmitEvent, useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../../domain/languages.ts';
import { ApiError, apiJson } from '../../lib/api/index.ts';
import type { ApiAnswer } from '../../lib/api/schema.ts';
import { errorTranslator } from '../../lib/error-text.ts';
import { translatorFor } from '../../lib/messages.ts';
import { toast, toastFailure } from '../../stores/toast.ts';
import { HydratedForm } from '../forms/HydratedForm.tsx';
import { BasicInfoStep } from './BasicInfoStep.tsx';
import { ComplianceStep } from './ComplianceStep.tsx';
import { ContactStep } from './ContactStep.tsx';
import { DocumentsStep } from './DocumentsStep.tsx';
import { completedDocuments, isDocumentType } from './documents.ts';
import { clearDraft, loadDraft, saveDraft } from './draft.ts';
import { fieldLabels } from './field-labels.ts';
import type { InstitutionRegisterMessages, InstRegKey } from './messages.ts';
import { CODE_TITLE_ID, RegistrationCode } from './RegistrationCode.tsx';
import { ReviewStep } from './ReviewStep.tsx';
import {
  currentYear,
  EMPTY_REGISTRATION,
  type FormatProblem,
  formatProblems,
  LAST_STEP,
  type RegistrationValues,
  type Step,
  stepOfPath,
  type TextFieldName,
} from './registration-form.ts';
import { registrationPayload } from './registration-payload.ts';
import { furthestOpenStep, stepComplete } from './step-rules.ts';
import { useDocumentUploads } from './use-document-uploads.ts';
import { fieldId, type StepProps } from './WizardFields.tsx';
import { WizardProgress } from './WizardProgress.tsx';
import '../forms/forms.css';
import './institutions.css';

export const REGISTER_URL = '/api/v1/institutions/register';
const HEADING_ID = 'inst-step-heading';

type RegistrationAnswer = ApiAnswer<'/api/v1/institutions/register', 'post'>;

const isBlank = (values: RegistrationValues, documentCount: number, visited: Step) =>
  visited === 1 && documentCount === 0 && JSON.stringify(values) === JSON.stringify(EMPTY_REGISTRATION);

/**
 * Institution registration: five steps, each document
 * uploaded when chosen, the draft kept in the browser until the submission succeeds.
 */
export default function RegistrationWizard({ lang, messages }: { lang: Lang; messages: InstitutionRegisterMessages }) {
  const t = useMemo(() => translatorFor<InstRegKey>(messages), [messages]);
  const errorTexts = useMemo(() => errorTranslator(messages), [messages]);
  const uploads = useDocumentUploads(t, errorTexts);
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [step, setStep] = useState<Step>(1);
  const [visited, setVisited] = useState<Step>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  // The draft is read after hydration: the server-rendered page is the empty first step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      setValues(draft.values);
      uploads.restore(draft.documents);
      // A draft edited by hand cannot open a step whose earlier steps are incomplete.
      const open = Math.min(draft.visited, furthestOpenStep(draft.values, draft.documents)) as Step;
      setStep(Math.min(draft.step, open) as Step);
      setVisited(draft.visited);
    }
    setRestored(true);
  }, []);

  const accepted = useMemo(() => completedDocuments(uploads.states), [uploads.states]);
  useEffect(() => {
    if (!restored) return;
    if (isBlank(values, Object.keys(accepted).length, visited)) clearDraft();
    else saveDraft({ values, documents: accepted, step, visited });
  }, [restored, values, accepted, step, visited]);

  // Moves focus once React has rendered the step that holds the target.
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const clearError = (path: string) => {
    if (path in errors) setErrors(({ [path]: _cleared, ...rest }) => rest);
  };

  const wizard: StepProps = {
    values,
    errors,
    t,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
  };

  const complete = stepComplete(step, values, uploads.states);
  const furthest = furthestOpenStep(values, uploads.states);
  // Visited steps stay one click away, and the next one once this step is complete.
  const open = Math.min(Math.max(visited, complete ? step + 1 : step), furthest) as Step;
  const uploading = Object.values(uploads.states).some((state) => state?.status === 'uploading');

  /** What the wizard says before leaving a step forward, with the server's rules; true when it may leave. */
  async function checkFormats(): Promise<boolean> {
    const rules = await import('../../../domain/institution-contact.ts');
    const problems = formatProblems(values, step, rules);
    const paths = Object.keys(problems) as TextFieldName[];
    if (paths.length === 0) return true;
    const max = currentYear();
    const texts: Record<FormatProblem, string> = {
      yearRange: t('instReg.error.yearRange', { max }),
      emailInvalid: t('instReg.error.emailInvalid'),
      websiteInvalid: messages['error.website_invalid'] ?? t('instReg.failedDefault'),
      phoneInvalid: messages['error.contact_phone_invalid'] ?? t('instReg.failedDefault'),
    };
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(paths.map((path) => [path, texts[problems[path] as FormatProblem]] as const)),
    }));
    setFocusTarget(fieldId(paths[0] as string));
    return false;
  }

  async function goTo(target: Step) {
    if (target === step || target > open) return;
    if (target > step && !(await checkFormats())) return;
    setStep(target);
    setVisited((current) => (target > current ? target : current));
    setFocusTarget(HEADING_ID);
  }

  function next() {
    if (!complete || step === LAST_STEP) return;
    void goTo((step + 1) as Step);
  }

  async function submit() {
    if (!stepComplete(LAST_STEP, values, uploads.states) || submitting) return;
    setSubmitting(true);
    try {
      const answer = await apiJson<RegistrationAnswer>(
        'POST',
        REGISTER_URL,
        registrationPayload(values, uploads.states),
      );
      toast({ title: t('instReg.success'), description: t('instReg.successBody'), variant: 'success' });
      clearDraft();
      setValues(EMPTY_REGISTRATION);
      uploads.restore({});
      setErrors({});
      setStep(1);
      setVisited(1);
      setCode(answer.institutionCode);
      setFocusTarget(CODE_TITLE_ID);
    } catch (failure) {
      const labels = fieldLabels(t);
      toastFailure(t('instReg.failed'), errorTexts.message(failure, labels) ?? t('instReg.failedDefault'));
      const found = errorTexts.fields(failure, labels);
      // The one refusal without a field path: it is about the registration number.
      if (failure instanceof ApiError && failure.issue?.reason === 'registration_number_taken') {
        found.registrationNumber = errorTexts.message(failure, labels) ?? t('instReg.failedDefault');
      }
      showServerErrors(found);
    } finally {
      setSubmitting(false);
    }
  }

  /** Each field error on its field (a document's on that document), from the earliest step. */
  function showServerErrors(found: Record<string, string>) {
    const paths = Object.keys(found);
    if (paths.length === 0) return;
    for (const path of paths) {
      const [head, type] = path.split('.');
      if (head === 'documents' && type && isDocumentType(type)) uploads.fail(type, found[path] ?? '');
    }
    const target = Math.min(...paths.map(stepOfPath)) as Step;
    const first = paths.find((path) => stepOfPath(path) === target) ?? '';
    const [head, type] = first.split('.');
    setErrors(found);
    setStep(target);
    setFocusTarget(head === 'documents' ? `inst-doc-${type}` : fieldId(first));
  }

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (step === LAST_STEP) void submit();
    else next();
  }

  return (
    <div className="inst-wizard">
      {code && <RegistrationCode code={code} lang={lang} t={t} onClose={() => setCode(null)} />}
      <HydratedForm
        className="card inst-card form-stack"
        onSubmit={onSubmit}
        noValidate
        data-testid="institution-register-form"
        data-step={step}
        data-restored={restored}
      >
        <WizardProgress step={step} open={open} furthest={furthest} t={t} onGo={goTo} />
        <div className="inst-step-body form-stack">
          <header className="inst-step-header">
            <h2 id={HEADING_ID} tabIndex={-1} data-testid="wizard-step-title">
              {t(`instReg.step.${step}`)}
            </h2>
            <p className="muted">{t(`instReg.stepIntro.${step}`)}</p>
            {(step === 1 || step === 2 || step === 4) && <p className="small muted">{t('instReg.requiredLegend')}</p>}
          </header>
          {step === 1 && <BasicInfoStep {...wizard} />}
          {step === 2 && <ContactStep {...wizard} />}
          {step === 3 && <DocumentsStep uploads={uploads} lang={lang} t={t} />}
          {step === 4 && (
            <ComplianceStep
              wizard={wizard}
              setCompliance={(key, value) => {
                setValues((current) => ({ ...current, compliance: { ...current.compliance, [key]: value } }));
                clearError(`compliance.${key}`);
              }}
              setRisk={(key, value) => {
                setValues((current) => ({ ...current, riskAssessment: { ...current.riskAssessment, [key]: value } }));
                clearError(`riskAssessment.${key}`);
              }}
            />
          )}
          {step === 5 && <ReviewStep values={values} documents={uploads.states} lang={lang} t={t} />}
        </div>
        <div className="inst-actions">
          <button
            className="btn btn-outline btn-lg"
            type="button"
            onClick={() => goTo((step - 1) as Step)}
            disabled={step === 1 || submitting}
            data-testid="wizard-previous"
          >
            {t('instReg.previous')}
          </button>
          {step < LAST_STEP ? (
            <button
              key="next"
              className="btn btn-primary btn-lg"
              type="submit"
              disabled={!complete || uploading}
              aria-describedby={complete ? undefined : 'inst-incomplete'}
              data-testid="wizard-next"
            >
              {t('instReg.next')}
            </button>
          ) : (
            <button
              key="submit"
              className="btn btn-accent btn-lg"
              type="submit"
              disabled={!complete || submitting}
              // The second click of a double click on Next would land here as the step changes.
              onClick={(event) => {
                if (event.detail > 1) event.preventDefault();
              }}
              data-testid="wizard-submit"
            >
              {submitting ? t('instReg.submitting') : t('instReg.submit')}
            </button>
          )}
        </div>
        {!complete && step < LAST_STEP && (
          <p id="inst-incomplete" className="field-hint inst-incomplete">
            {t('instReg.incomplete')}
          </p>
        )}
      </HydratedForm>
    </div>
  );
}
