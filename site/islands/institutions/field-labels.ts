import type { FieldLabels } from '../../lib/error-text.ts';
import { DOCUMENT_TYPES } from './documents.ts';
import type { InstRegT } from './messages.ts';
import { EMPTY_REGISTRATION, type TextFieldName } from './registration-form.ts';

/**
 * The form's own label for each path the server may name (`contactPhone`, `documents.businessLicense`,
 * `compliance.aml`, `riskAssessment.riskOfficer`), so "{field} is required" reads as the form does.
 */
export function fieldLabels(t: InstRegT): FieldLabels {
  const textFields = (Object.keys(EMPTY_REGISTRATION) as (keyof typeof EMPTY_REGISTRATION)[]).filter(
    (field): field is TextFieldName => field !== 'compliance' && field !== 'riskAssessment',
  );
  return {
    ...Object.fromEntries(textFields.map((field) => [field, t(`instReg.field.${field}`)])),
    ...Object.fromEntries(DOCUMENT_TYPES.map((type) => [`documents.${type}`, t(`instReg.doc.${type}`)])),
    'compliance.aml': t('instReg.compliance.aml'),
    'compliance.kyc': t('instReg.compliance.kyc'),
    'compliance.dataProtection': t('instReg.compliance.dataProtection'),
    'compliance.cybersecurity': t('instReg.compliance.cybersecurity'),
    'riskAssessment.amlRiskLevel': t('instReg.risk.amlRiskLevel'),
    'riskAssessment.sanctionsScreening': t('instReg.risk.sanctionsScreening'),
    'riskAssessment.pepScreening': t('instReg.risk.pepScreening'),
    'riskAssessment.transactionMonitoring': t('instReg.risk.transactionMonitoring'),
    'riskAssessment.riskOfficer': t('instReg.risk.riskOfficer'),
  };
}
