import type { RegistrationInput } from '../../api/services/institutions/registration-input.ts';
import { freshAddress } from './client-address.ts';
import { uploadDocument } from './institution-uploads.ts';
import { docxBytes, pdfBytes, pngBytes } from './sample-files.ts';
import type { TestApp } from './test-app.ts';

/** The four required documents, uploaded; their answers by document type. */
export async function uploadRequiredDocuments(harness: TestApp): Promise<RegistrationInput['documents']> {
  const files = {
    businessLicense: { name: 'business-licence.pdf', bytes: pdfBytes(1000) },
    registrationCertificate: { name: 'certificate.png', bytes: pngBytes() },
    financialServicesLicense: { name: 'cobac-licence.pdf', bytes: pdfBytes(1500) },
    amlKycPolicy: { name: 'aml-policy.docx', bytes: docxBytes() },
  } as const;
  const documents: RegistrationInput['documents'] = {};
  for (const [documentType, file] of Object.entries(files)) {
    const response = await uploadDocument(harness, { documentType, file });
    if (response.statusCode !== 201) throw new Error(`upload of ${documentType} failed: ${response.body}`);
    documents[documentType as keyof typeof files] = { ...(response.json() as { id: string }), status: 'completed' };
  }
  return documents;
}

let sequence = 0;

/** A complete, valid registration form with a fresh registration number. */
export function registrationForm(documents: RegistrationInput['documents']): RegistrationInput {
  sequence += 1;
  return {
    institutionName: 'Banque Atlantique Cameroun',
    institutionType: 'commercial_bank',
    registrationNumber: `RC/DLA/2015/B/${Date.now() % 100_000}${sequence}`,
    website: 'https://www.banque-atlantique.cm',
    headquarters: 'Douala',
    contactEmail: 'compliance@banque-atlantique.cm',
    contactPhone: '237 233 42 15 00',
    address: 'Boulevard de la Liberté, Akwa, Douala',
    country: 'CM',
    legalRepresentative: 'Jean-Pierre Mbarga',
    legalRepresentativeTitle: 'Directeur Général',
    description: 'Retail and corporate bank',
    establishedYear: 2005,
    employeeCount: '201-1000',
    annualRevenue: '10B+',
    servicesOffered: ['accounts', 'payments'],
    targetMarkets: 'CM, GA',
    regulatoryLicense: 'COBAC/EC/2015/042',
    compliance: { aml: true, kyc: true, dataProtection: true, cybersecurity: false },
    riskAssessment: {
      amlRiskLevel: 'medium',
      sanctionsScreening: true,
      pepScreening: true,
      transactionMonitoring: true,
      riskOfficer: 'Aïcha Bello',
    },
    documents,
    submittedAt: new Date().toISOString(),
  };
}

export function register(harness: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/institutions/register',
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: freshAddress(),
    payload: JSON.stringify(body),
  });
}
