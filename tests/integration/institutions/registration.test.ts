import { describe, expect } from 'vitest';
import { it } from '../../helpers/fixtures.ts';
import { errorOf } from '../../helpers/identity.ts';
import { register, registrationForm, uploadRequiredDocuments } from '../../helpers/institution-registration.ts';
import { uploadDocument } from '../../helpers/institution-uploads.ts';
import { pdfBytes } from '../../helpers/sample-files.ts';

const currentYear = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Africa/Douala' }).format());

describe('POST /api/v1/institutions/register', () => {
  it('registers an institution pending approval, with a random readable code and its documents attached', async ({
    harness,
    db,
  }) => {
    const documents = await uploadRequiredDocuments(harness);
    const form = registrationForm(documents);
    const response = await register(harness, form);
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({
      institutionId: expect.any(String),
      institutionCode: expect.stringMatching(/^INST-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
      status: 'pending_approval',
      message: 'Registration submitted successfully. Your application will be reviewed within 2-3 business days.',
    });
    const row = await db('institutions').where({ id: receipt.institutionId }).first();
    expect(row).toMatchObject({
      institution_code: receipt.institutionCode,
      is_approved: false,
      is_active: true,
      tier_level: 'bronze',
      api_quota_limit: '10000',
      contact_phone: '237233421500',
      website: 'https://www.banque-atlantique.cm/',
      services_offered: ['accounts', 'payments'],
      target_markets: ['CM', 'GA'],
      compliance: { aml: true, kyc: true, dataProtection: true, cybersecurity: false },
      risk_assessment: expect.objectContaining({ amlRiskLevel: 'medium', riskOfficer: 'Aïcha Bello' }),
    });
    const attached = await db('institution_documents').where({ institution_id: receipt.institutionId });
    expect(attached).toHaveLength(4);
    expect(Object.keys(row.documents).sort()).toEqual(Object.keys(documents).sort());
    // Nobody was signed in: no member.
    expect(await db('institution_members').where({ institution_id: receipt.institutionId })).toEqual([]);
  });

  it('makes a signed-in applicant the member (owner) of the institution', async ({ harness, db, customer }) => {
    const form = registrationForm(await uploadRequiredDocuments(harness));
    const response = await register(harness, form, customer.headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(await db('institution_members').where({ institution_id: response.json().institutionId })).toEqual([
      expect.objectContaining({ user_id: customer.user.id, role: 'owner' }),
    ]);
  });

  it('gives every registration its own code', async ({ harness }) => {
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const response = await register(harness, registrationForm(await uploadRequiredDocuments(harness)));
      codes.add(response.json().institutionCode);
    }
    expect(codes.size).toBe(3);
  });

  it('refuses a registration number already registered, in any case or spacing (409)', async ({ harness }) => {
    const form = registrationForm(await uploadRequiredDocuments(harness));
    expect((await register(harness, form)).statusCode).toBe(201);
    const again = registrationForm(await uploadRequiredDocuments(harness));
    again.registrationNumber = `  ${form.registrationNumber.toLowerCase()} `;
    const response = await register(harness, again);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'conflict',
      reason: 'registration_number_taken',
      message: `An institution with registration number ${again.registrationNumber.trim()} is already registered`,
    });
  });

  it('answers one of two simultaneous registrations of a number with the 409', async ({ harness }) => {
    const first = registrationForm(await uploadRequiredDocuments(harness));
    const second = {
      ...registrationForm(await uploadRequiredDocuments(harness)),
      registrationNumber: first.registrationNumber,
    };
    const statuses = (await Promise.all([register(harness, first), register(harness, second)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  const invalid: [string, (form: ReturnType<typeof registrationForm>) => unknown, string, string][] = [
    [
      'a blank institution name',
      (f) => ({ ...f, institutionName: '   ' }),
      'institutionName',
      'institution_name_required',
    ],
    ['a missing registration number', ({ registrationNumber: _, ...f }) => f, 'registrationNumber', 'field_required'],
    ['a blank website', (f) => ({ ...f, website: ' ' }), 'website', 'website_required'],
    ['a website that is not an address', (f) => ({ ...f, website: 'not a site' }), 'website', 'website_invalid'],
    ['a javascript: website', (f) => ({ ...f, website: 'javascript:alert(1)' }), 'website', 'website_invalid'],
    ['a blank headquarters', (f) => ({ ...f, headquarters: '' }), 'headquarters', 'headquarters_required'],
    ['an invalid e-mail', (f) => ({ ...f, contactEmail: 'compliance@bank' }), 'contactEmail', 'contact_email_invalid'],
    ['a blank e-mail', (f) => ({ ...f, contactEmail: ' ' }), 'contactEmail', 'contact_email_required'],
    [
      'a phone of 8 digits after 237',
      (f) => ({ ...f, contactPhone: '23767000000' }),
      'contactPhone',
      'contact_phone_invalid',
    ],
    [
      'a phone outside CEMAC',
      (f) => ({ ...f, contactPhone: '+33 1 23 45 67 89' }),
      'contactPhone',
      'contact_phone_invalid',
    ],
    ['a phone with letters', (f) => ({ ...f, contactPhone: '237abc' }), 'contactPhone', 'contact_phone_invalid'],
    ['a blank phone', (f) => ({ ...f, contactPhone: '' }), 'contactPhone', 'contact_phone_required'],
    ['a blank address', (f) => ({ ...f, address: ' ' }), 'address', 'address_required'],
    ['a country outside CEMAC', (f) => ({ ...f, country: 'FR' }), 'country', 'country_invalid'],
    [
      'a blank legal representative',
      (f) => ({ ...f, legalRepresentative: '' }),
      'legalRepresentative',
      'legal_representative_required',
    ],
    [
      'a blank title',
      (f) => ({ ...f, legalRepresentativeTitle: '' }),
      'legalRepresentativeTitle',
      'legal_representative_title_required',
    ],
    [
      'a blank regulatory license',
      (f) => ({ ...f, regulatoryLicense: ' ' }),
      'regulatoryLicense',
      'regulatory_license_required',
    ],
    ['an unknown institution type', (f) => ({ ...f, institutionType: 'bank' }), 'institutionType', 'field_choice'],
    ['a year before 1900', (f) => ({ ...f, establishedYear: 1899 }), 'establishedYear', 'established_year_range'],
    [
      'a year after this one',
      (f) => ({ ...f, establishedYear: currentYear + 1 }),
      'establishedYear',
      'established_year_range',
    ],
    ['a year with a fraction', (f) => ({ ...f, establishedYear: 2001.5 }), 'establishedYear', 'field_whole_number'],
    ['an unknown employee count', (f) => ({ ...f, employeeCount: '5000' }), 'employeeCount', 'field_choice'],
    ['an unknown revenue band', (f) => ({ ...f, annualRevenue: 'huge' }), 'annualRevenue', 'field_choice'],
    [
      'AML not confirmed',
      (f) => ({ ...f, compliance: { ...f.compliance, aml: false } }),
      'compliance.aml',
      'compliance_required',
    ],
    [
      'KYC not confirmed',
      (f) => ({ ...f, compliance: { ...f.compliance, kyc: false } }),
      'compliance.kyc',
      'compliance_required',
    ],
    [
      'data protection not confirmed',
      (f) => ({ ...f, compliance: { ...f.compliance, dataProtection: false } }),
      'compliance.dataProtection',
      'compliance_required',
    ],
    ['no compliance at all', ({ compliance: _, ...f }) => f, 'compliance.aml', 'compliance_required'],
    [
      'no risk assessment',
      ({ riskAssessment: _, ...f }) => f,
      'riskAssessment.amlRiskLevel',
      'aml_risk_level_required',
    ],
    [
      'an unknown AML risk level',
      (f) => ({ ...f, riskAssessment: { ...f.riskAssessment, amlRiskLevel: 'none' } }),
      'riskAssessment.amlRiskLevel',
      'field_choice',
    ],
    [
      'a blank risk officer',
      (f) => ({ ...f, riskAssessment: { ...f.riskAssessment, riskOfficer: ' ' } }),
      'riskAssessment.riskOfficer',
      'risk_officer_required',
    ],
    [
      'a missing required document',
      (f) => ({ ...f, documents: { ...f.documents, amlKycPolicy: undefined } }),
      'documents.amlKycPolicy',
      'document_required',
    ],
    [
      'a document id that was never uploaded',
      (f) => ({ ...f, documents: { ...f.documents, businessLicense: { id: '00000000-0000-4000-8000-000000000000' } } }),
      'documents.businessLicense',
      'document_not_found',
    ],
    [
      'a document id that is not a UUID',
      (f) => ({ ...f, documents: { ...f.documents, businessLicense: { id: 'abc' } } }),
      'documents.businessLicense.id',
      'field_uuid',
    ],
    [
      'one document sent as another',
      (f) => ({ ...f, documents: { ...f.documents, businessLicense: f.documents.financialServicesLicense } }),
      'documents.businessLicense',
      'document_wrong_type',
    ],
    [
      'a list too long',
      (f) => ({ ...f, servicesOffered: Array.from({ length: 21 }, (_, i) => `s${i}`) }),
      'servicesOffered',
      'field_too_many_items',
    ],
  ];

  it.for(invalid)('refuses %s, naming the field', async ([, change, path, reason], { harness, db }) => {
    const form = registrationForm(await uploadRequiredDocuments(harness));
    const response = await register(harness, change(form));
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).details).toContainEqual(expect.objectContaining({ path, reason }));
    expect(await db('institutions').where({ registration_number: form.registrationNumber })).toEqual([]);
  });

  it('takes a CEMAC phone of another country, the country in any case, and CM by default', async ({ harness, db }) => {
    const form = registrationForm(await uploadRequiredDocuments(harness));
    const { country: _, ...withoutCountry } = form;
    const response = await register(harness, { ...withoutCountry, contactPhone: '+241 01 12 34 56 7' });
    expect(response.statusCode, response.body).toBe(201);
    const row = await db('institutions').where({ id: response.json().institutionId }).first();
    expect(row).toMatchObject({ country: 'CM', contact_phone: '241011234567' });
  });

  it('lists every failing field at once, never a 500', async ({ harness }) => {
    const response = await register(harness, {
      ...registrationForm({}),
      institutionName: '',
      contactEmail: 'x',
      compliance: { aml: false, kyc: false, dataProtection: false },
    });
    expect(response.statusCode).toBe(400);
    const paths = errorOf(response).details?.map((entry) => entry.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'institutionName',
        'contactEmail',
        'compliance.aml',
        'compliance.kyc',
        'compliance.dataProtection',
        'documents.businessLicense',
        'documents.registrationCertificate',
        'documents.financialServicesLicense',
        'documents.amlKycPolicy',
      ]),
    );
  });

  it('names every bad field with its own detail, even with the compliance and risk sections missing', async ({
    harness,
  }) => {
    const { compliance: _c, riskAssessment: _r, ...form } = registrationForm(await uploadRequiredDocuments(harness));
    const response = await register(harness, {
      ...form,
      institutionName: '',
      contactEmail: 'compliance@bank',
      establishedYear: 1899,
      contactPhone: '12-34',
    });
    expect(response.statusCode, response.body).toBe(400);
    const details = errorOf(response).details?.map(({ path, reason }) => ({ path, reason }));
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'institutionName', reason: 'institution_name_required' },
        { path: 'contactEmail', reason: 'contact_email_invalid' },
        { path: 'establishedYear', reason: 'established_year_range' },
        { path: 'contactPhone', reason: 'contact_phone_invalid' },
        { path: 'compliance.aml', reason: 'compliance_required' },
        { path: 'compliance.kyc', reason: 'compliance_required' },
        { path: 'compliance.dataProtection', reason: 'compliance_required' },
        { path: 'riskAssessment.amlRiskLevel', reason: 'aml_risk_level_required' },
        { path: 'riskAssessment.riskOfficer', reason: 'risk_officer_required' },
      ]),
    );
  });

  it.for([
    ['an empty body', {}],
    ['an array', []],
    ['a string', 'register me'],
    ['null documents', { documents: null }],
    ['a number for the name', { institutionName: 42 }],
  ] as const)('answers %s with a 400 envelope', async ([, body], { harness }) => {
    const response = await register(harness, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_error');
  });

  it('refuses documents already attached to another registration', async ({ harness }) => {
    const documents = await uploadRequiredDocuments(harness);
    expect((await register(harness, registrationForm(documents))).statusCode).toBe(201);
    const reused = await register(harness, registrationForm(documents));
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).details).toContainEqual(
      expect.objectContaining({ path: 'documents.businessLicense', reason: 'document_already_used' }),
    );
  });

  it('keeps an optional document when given', async ({ harness, db }) => {
    const documents = await uploadRequiredDocuments(harness);
    const statements = await uploadDocument(harness, {
      documentType: 'financialStatements',
      file: { name: 'statements.pdf', bytes: pdfBytes(3000) },
    });
    const response = await register(harness, {
      ...registrationForm(documents),
      documents: { ...documents, financialStatements: statements.json() },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await db('institution_documents').where({ institution_id: response.json().institutionId })).toHaveLength(5);
  });
});
