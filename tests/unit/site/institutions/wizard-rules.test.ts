import { describe, expect, it } from 'vitest';
import * as serverRules from '../../../../domain/institution-contact.ts';
import { displayStatus } from '../../../../site/islands/institutions/display-status.ts';
import type { DocumentStates } from '../../../../site/islands/institutions/documents.ts';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from '../../../../site/islands/institutions/draft.ts';
import {
  EMPTY_REGISTRATION,
  formatProblems,
  type RegistrationValues,
  stepOfPath,
} from '../../../../site/islands/institutions/registration-form.ts';
import { registrationPayload } from '../../../../site/islands/institutions/registration-payload.ts';
import { furthestOpenStep, stepComplete } from '../../../../site/islands/institutions/step-rules.ts';

const done = (id: string, name = `${id}.pdf`) =>
  ({ status: 'completed', id, name, type: 'application/pdf', size: 2048 }) as const;

const REQUIRED_DOCUMENTS: DocumentStates = {
  businessLicense: done('a'),
  registrationCertificate: done('b'),
  financialServicesLicense: done('c'),
  amlKycPolicy: done('d'),
};

const FILLED: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  institutionName: ' Crédit du Sahel ',
  institutionType: 'microfinance',
  registrationNumber: 'RC/GAR/2015/B/0042',
  headquarters: 'Garoua',
  website: 'https://creditsahel.cm',
  contactEmail: 'contact@creditsahel.cm',
  contactPhone: '237650000001',
  legalRepresentative: 'Aïssatou Bello',
  legalRepresentativeTitle: 'Directrice générale',
  address: 'Avenue Ahidjo, Garoua',
  regulatoryLicense: 'COBAC/EMF/2015/117',
  compliance: { aml: true, kyc: true, dataProtection: true, cybersecurity: false },
  riskAssessment: {
    amlRiskLevel: 'medium',
    sanctionsScreening: true,
    pepScreening: false,
    transactionMonitoring: true,
    riskOfficer: 'Paul Ndam',
  },
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('wizard step rules', () => {
  it('needs every field of steps 1 and 2 non-empty after trimming; country defaults to CM', () => {
    expect(EMPTY_REGISTRATION.country).toBe('CM');
    expect(stepComplete(1, FILLED, {})).toBe(true);
    expect(stepComplete(1, { ...FILLED, website: '   ' }, {})).toBe(false);
    expect(stepComplete(1, { ...FILLED, institutionType: '' }, {})).toBe(false);
    expect(stepComplete(2, FILLED, {})).toBe(true);
    expect(stepComplete(2, { ...FILLED, address: '\n ' }, {})).toBe(false);
  });

  it('needs the four required documents accepted on step 3; financial statements are optional', () => {
    expect(stepComplete(3, FILLED, REQUIRED_DOCUMENTS)).toBe(true);
    expect(
      stepComplete(3, FILLED, {
        ...REQUIRED_DOCUMENTS,
        amlKycPolicy: { status: 'uploading', name: 'p.pdf', progress: 50 },
      }),
    ).toBe(false);
    expect(
      stepComplete(3, FILLED, {
        ...REQUIRED_DOCUMENTS,
        businessLicense: { status: 'error', name: 'x', message: 'no' },
      }),
    ).toBe(false);
  });

  it('needs the licence, the three confirmations and the risk self-assessment on step 4, not cybersecurity', () => {
    expect(stepComplete(4, FILLED, {})).toBe(true);
    expect(stepComplete(4, { ...FILLED, compliance: { ...FILLED.compliance, kyc: false } }, {})).toBe(false);
    expect(stepComplete(4, { ...FILLED, riskAssessment: { ...FILLED.riskAssessment, amlRiskLevel: '' } }, {})).toBe(
      false,
    );
    expect(stepComplete(4, { ...FILLED, riskAssessment: { ...FILLED.riskAssessment, riskOfficer: ' ' } }, {})).toBe(
      false,
    );
  });

  it('opens a step only when every earlier step is complete', () => {
    expect(furthestOpenStep(EMPTY_REGISTRATION, {})).toBe(1);
    expect(furthestOpenStep(FILLED, {})).toBe(3);
    expect(furthestOpenStep(FILLED, REQUIRED_DOCUMENTS)).toBe(5);
    expect(stepComplete(5, FILLED, REQUIRED_DOCUMENTS)).toBe(true);
  });

  it('says a mistyped e-mail, a year outside 1900..this year, a bad website or phone before the server does', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const check = (values: Partial<RegistrationValues>, step: 1 | 2) =>
      formatProblems({ ...FILLED, ...values }, step, serverRules, now);
    expect(check({ establishedYear: '1899' }, 1)).toEqual({ establishedYear: 'yearRange' });
    expect(check({ establishedYear: '2027' }, 1)).toEqual({ establishedYear: 'yearRange' });
    expect(check({ establishedYear: '2026' }, 1)).toEqual({});
    expect(check({ website: 'not a site' }, 1)).toEqual({ website: 'websiteInvalid' });
    expect(check({ website: 'creditsahel.cm' }, 1)).toEqual({});
    expect(check({ contactEmail: 'contact@' }, 2)).toEqual({ contactEmail: 'emailInvalid' });
    expect(check({ contactPhone: '12345' }, 2)).toEqual({ contactPhone: 'phoneInvalid' });
    expect(check({ contactPhone: '+237 6 50 00 00 01' }, 2)).toEqual({});
  });

  it('brings a server error back to the step that asks for its field', () => {
    expect(stepOfPath('registrationNumber')).toBe(1);
    expect(stepOfPath('contactPhone')).toBe(2);
    expect(stepOfPath('documents.businessLicense')).toBe(3);
    expect(stepOfPath('compliance.aml')).toBe(4);
    expect(stepOfPath('riskAssessment.riskOfficer')).toBe(4);
    expect(stepOfPath('regulatoryLicense')).toBe(4);
  });
});

describe('registration payload (the contract)', () => {
  it('sends trimmed answers, omits blank optional ones, and the documents by server id', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    const body = registrationPayload(
      { ...FILLED, establishedYear: '2015', employeeCount: '51-200' },
      { ...REQUIRED_DOCUMENTS, financialStatements: { status: 'error', name: 'f.xlsx', message: 'no' } },
      now,
    );
    expect(body.institutionName).toBe('Crédit du Sahel');
    expect(body.establishedYear).toBe(2015);
    expect(body.employeeCount).toBe('51-200');
    expect(body).not.toHaveProperty('annualRevenue');
    expect(body).not.toHaveProperty('description');
    expect(body.country).toBe('CM');
    expect(body.compliance).toEqual({ aml: true, kyc: true, dataProtection: true, cybersecurity: false });
    expect(body.riskAssessment?.riskOfficer).toBe('Paul Ndam');
    expect(Object.keys(body.documents)).toEqual([
      'businessLicense',
      'registrationCertificate',
      'financialServicesLicense',
      'amlKycPolicy',
    ]);
    expect(body.documents.businessLicense).toEqual({
      id: 'a',
      name: 'a.pdf',
      type: 'application/pdf',
      size: 2048,
      status: 'completed',
    });
    expect(body.submittedAt).toBe('2026-11-25T10:00:00.000Z');
  });
});

describe('the draft in the browser', () => {
  it('survives a reload with its documents by server id, and is gone once cleared', () => {
    const storage = memoryStorage();
    saveDraft({ values: FILLED, documents: { businessLicense: done('a') }, step: 3, visited: 4 }, storage);
    expect(loadDraft(storage)).toEqual({
      values: FILLED,
      documents: { businessLicense: done('a') },
      step: 3,
      visited: 4,
    });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('reads back only what has the right shape: the storage is the visitor’s to edit', () => {
    const storage = memoryStorage();
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        values: { institutionName: 42, institutionType: 'casino', country: 'FR', contactEmail: 'a@b.cm', extra: 'x' },
        documents: { businessLicense: { id: 7 }, nonsense: done('z'), amlKycPolicy: done('d') },
        step: 9,
        visited: 2,
      }),
    );
    const draft = loadDraft(storage);
    expect(draft?.values.institutionName).toBe('');
    expect(draft?.values.institutionType).toBe('');
    expect(draft?.values.country).toBe('CM');
    expect(draft?.values.contactEmail).toBe('a@b.cm');
    expect(draft?.values).not.toHaveProperty('extra');
    expect(draft?.documents).toEqual({ amlKycPolicy: done('d') });
    expect(draft?.step).toBe(1);
    expect(draft?.visited).toBe(2);
    storage.setItem(DRAFT_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
  });
});

describe('display status (status lookup)', () => {
  it('is Active, Approved (Inactive) or Pending Approval from the two flags', () => {
    expect(displayStatus({ isApproved: true, isActive: true })).toBe('active');
    expect(displayStatus({ isApproved: true, isActive: false })).toBe('approvedInactive');
    expect(displayStatus({ isApproved: false, isActive: true })).toBe('pending');
    expect(displayStatus({ isApproved: false, isActive: false })).toBe('pending');
  });
});
