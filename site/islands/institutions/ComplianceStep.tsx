import { AML_RISK_LEVELS, type ComplianceValues, type RiskAssessmentValues } from './registration-form.ts';
import { fieldId, type StepProps, TextInput } from './WizardFields.tsx';

interface ComplianceStepProps {
  wizard: StepProps;
  setCompliance: (key: keyof ComplianceValues, value: boolean) => void;
  setRisk: <K extends keyof RiskAssessmentValues>(key: K, value: RiskAssessmentValues[K]) => void;
}

const CONFIRMATIONS: readonly { key: keyof ComplianceValues; required: boolean }[] = [
  { key: 'aml', required: true },
  { key: 'kyc', required: true },
  { key: 'dataProtection', required: true },
  { key: 'cybersecurity', required: false },
];

const CONTROLS = ['sanctionsScreening', 'pepScreening', 'transactionMonitoring'] as const;

/** A server error under a group's path, shown under the group. */
function GroupError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span className="field-error" id={id} data-testid={`${id}`}>
      {text}
    </span>
  ) : null;
}

/**
 * Step 4, Compliance & Risk. The spec's step rule asks for `amlCompliance` and `riskAssessment`
 * but its form has no inputs for them: the AML, KYC and data-protection confirmations stand for
 * the first (required, cybersecurity optional), and a short self-assessment (a
 * risk level, three controls, the officer who answers for them) for the second.
 */
export function ComplianceStep({ wizard, setCompliance, setRisk }: ComplianceStepProps) {
  const { values, errors, t } = wizard;
  const risk = values.riskAssessment;
  const errorOf = (path: string) => errors[path];
  return (
    <>
      <TextInput
        field="regulatoryLicense"
        wizard={wizard}
        required
        autoComplete="off"
        hint={t('instReg.field.regulatoryLicenseHint')}
      />

      <fieldset className="fieldset inst-group" data-testid="compliance-confirmations">
        <legend className="inst-group-legend">{t('instReg.compliance.legend')}</legend>
        {CONFIRMATIONS.map(({ key, required }) => {
          const path = `compliance.${key}`;
          const id = fieldId(path);
          const error = errorOf(path);
          return (
            <div key={key} className="inst-check">
              <input
                id={id}
                type="checkbox"
                className="checkbox"
                checked={values.compliance[key]}
                required={required}
                onChange={(event) => setCompliance(key, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <label htmlFor={id}>
                {t(`instReg.compliance.${key}`)}{' '}
                {required ? (
                  <span aria-hidden="true">*</span>
                ) : (
                  <span className="muted">{t('instReg.compliance.optional')}</span>
                )}
              </label>
              <GroupError id={`${id}-error`} text={error} />
            </div>
          );
        })}
      </fieldset>

      <fieldset className="fieldset inst-group" data-testid="risk-assessment">
        <legend className="inst-group-legend">{t('instReg.risk.legend')}</legend>
        <fieldset
          className="fieldset field"
          aria-describedby={
            errorOf('riskAssessment.amlRiskLevel') ? `${fieldId('riskAssessment.amlRiskLevel')}-error` : undefined
          }
        >
          <legend className="label">{t('instReg.risk.amlRiskLevel')} *</legend>
          <div className="segmented inst-levels">
            {AML_RISK_LEVELS.map((level) => (
              <label key={level} className="segmented-option">
                <input
                  type="radio"
                  name="amlRiskLevel"
                  value={level}
                  id={level === 'low' ? fieldId('riskAssessment.amlRiskLevel') : undefined}
                  checked={risk.amlRiskLevel === level}
                  required
                  onChange={() => setRisk('amlRiskLevel', level)}
                />
                <span>{t(`instReg.risk.level.${level}`)}</span>
              </label>
            ))}
          </div>
          <GroupError
            id={`${fieldId('riskAssessment.amlRiskLevel')}-error`}
            text={errorOf('riskAssessment.amlRiskLevel')}
          />
        </fieldset>
        <fieldset className="fieldset field">
          <legend className="label">{t('instReg.risk.controls')}</legend>
          {CONTROLS.map((control) => {
            const id = fieldId(`riskAssessment.${control}`);
            return (
              <div key={control} className="inst-check">
                <input
                  id={id}
                  type="checkbox"
                  className="checkbox"
                  checked={risk[control]}
                  onChange={(event) => setRisk(control, event.target.checked)}
                />
                <label htmlFor={id}>{t(`instReg.risk.${control}`)}</label>
              </div>
            );
          })}
        </fieldset>
        <RiskOfficer wizard={wizard} setRisk={setRisk} />
      </fieldset>
    </>
  );
}

function RiskOfficer({ wizard, setRisk }: Pick<ComplianceStepProps, 'wizard' | 'setRisk'>) {
  const { values, errors, t } = wizard;
  const id = fieldId('riskAssessment.riskOfficer');
  const error = errors['riskAssessment.riskOfficer'];
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {t('instReg.risk.riskOfficer')} *
      </label>
      <input
        id={id}
        className="input"
        type="text"
        autoComplete="name"
        required
        value={values.riskAssessment.riskOfficer}
        onChange={(event) => setRisk('riskOfficer', event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <span className="field-hint" id={hintId}>
        {t('instReg.risk.riskOfficerHint')}
      </span>
      <GroupError id={`${id}-error`} text={error} />
    </div>
  );
}
