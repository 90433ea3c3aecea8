import type { Knex } from 'knex';
import { TIER_MONTHLY_QUOTAS } from '../../../api/services/institutions/tiers.ts';

type Type = 'commercial_bank' | 'microfinance' | 'fintech' | 'payment_service';
type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

interface DemoInstitution {
  code: string;
  name: string;
  type: Type;
  registrationNumber: string;
  country: string;
  headquarters: string;
  website: string | null;
  established: number;
  tier: Tier;
  approved: boolean;
  active?: boolean;
  services: string[];
  /** Calls this month with its members' keys (seeded as this Douala month's usage). */
  usage: number;
}

/**
 * Codes of demo institutions in each state of the status lookup (/institution-status), for tests and
 * the screens: approved and active, approved but suspended, pending approval.
 */
export const DEMO_INSTITUTION_CODES = {
  approved: 'CM-AFRILAND',
  suspended: 'CM-ADVANS',
  pending: 'CG-LCB',
} as const;

/**
 * Banks, microfinance institutions, fintechs and payment service providers of the CEMAC
 * region, most approved and live, a few still awaiting review. Contact details use the demo
 * domain: these organisations have not given us addresses.
 */
export const DEMO_INSTITUTIONS: DemoInstitution[] = [
  {
    code: 'CM-AFRILAND',
    name: 'Afriland First Bank',
    type: 'commercial_bank',
    registrationNumber: 'RC/YAO/1987/B/0127',
    country: 'CM',
    headquarters: 'Yaoundé',
    website: 'https://www.afrilandfirstbank.com',
    established: 1987,
    tier: 'platinum',
    approved: true,
    services: ['accounts', 'payments', 'mobile_money'],
    usage: 48210,
  },
  {
    code: 'CM-SGC',
    name: 'Société Générale Cameroun',
    type: 'commercial_bank',
    registrationNumber: 'RC/DLA/1963/B/0081',
    country: 'CM',
    headquarters: 'Douala',
    website: 'https://societegenerale.cm',
    established: 1963,
    tier: 'gold',
    approved: true,
    services: ['accounts', 'payments'],
    usage: 31544,
  },
  {
    code: 'CM-BICEC',
    name: "Banque Internationale du Cameroun pour l'Épargne et le Crédit (BICEC)",
    type: 'commercial_bank',
    registrationNumber: 'RC/DLA/1997/B/0512',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 1997,
    tier: 'gold',
    approved: true,
    services: ['accounts', 'payments'],
    usage: 22018,
  },
  {
    code: 'CM-ECOBANK',
    name: 'Ecobank Cameroun',
    type: 'commercial_bank',
    registrationNumber: 'RC/DLA/2001/B/1046',
    country: 'CM',
    headquarters: 'Douala',
    website: 'https://ecobank.com',
    established: 2001,
    tier: 'silver',
    approved: true,
    services: ['accounts', 'payments', 'mobile_money'],
    usage: 9876,
  },
  {
    code: 'CM-UBA',
    name: 'United Bank for Africa Cameroun',
    type: 'commercial_bank',
    registrationNumber: 'RC/DLA/2007/B/2213',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 2007,
    tier: 'silver',
    approved: true,
    services: ['accounts', 'payments'],
    usage: 6120,
  },
  {
    code: 'GA-BGFI',
    name: 'BGFIBank Gabon',
    type: 'commercial_bank',
    registrationNumber: 'RCCM/LBV/1971/B/0034',
    country: 'GA',
    headquarters: 'Libreville',
    website: null,
    established: 1971,
    tier: 'gold',
    approved: true,
    services: ['accounts', 'payments'],
    usage: 14302,
  },
  {
    code: 'CM-EXPRESS-UNION',
    name: 'Express Union Finance',
    type: 'microfinance',
    registrationNumber: 'RC/DLA/2008/B/3390',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 2008,
    tier: 'silver',
    approved: true,
    services: ['accounts', 'mobile_money'],
    usage: 11877,
  },
  {
    code: 'CM-CAMCCUL',
    name: 'Cameroon Cooperative Credit Union League (CamCCUL)',
    type: 'microfinance',
    registrationNumber: 'RC/BDA/1968/C/0012',
    country: 'CM',
    headquarters: 'Bamenda',
    website: null,
    established: 1968,
    tier: 'bronze',
    approved: true,
    services: ['accounts'],
    usage: 2450,
  },
  {
    code: 'CM-MAVIANCE',
    name: 'Maviance (Smobilpay)',
    type: 'fintech',
    registrationNumber: 'RC/BUE/2010/B/0213',
    country: 'CM',
    headquarters: 'Buea',
    website: null,
    established: 2010,
    tier: 'silver',
    approved: true,
    services: ['payments', 'mobile_money'],
    usage: 19765,
  },
  {
    code: 'CM-MTN-MOMO',
    name: 'MTN Mobile Money Cameroon',
    type: 'payment_service',
    registrationNumber: 'RC/DLA/2019/B/4521',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 2019,
    tier: 'platinum',
    approved: true,
    services: ['mobile_money'],
    usage: 87312,
  },
  {
    code: 'CM-ORANGE-MONEY',
    name: 'Orange Money Cameroun',
    type: 'payment_service',
    registrationNumber: 'RC/DLA/2011/B/2764',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 2011,
    tier: 'platinum',
    approved: true,
    services: ['mobile_money'],
    usage: 76540,
  },
  {
    code: 'CM-ADVANS',
    name: 'Advans Cameroun',
    type: 'microfinance',
    registrationNumber: 'RC/DLA/2007/B/1985',
    country: 'CM',
    headquarters: 'Douala',
    website: null,
    established: 2007,
    tier: 'bronze',
    approved: true,
    // Suspended by staff: approved but not active, so it does not count as a partner bank.
    active: false,
    services: ['accounts'],
    usage: 0,
  },
  {
    code: 'CG-LCB',
    name: 'LCB Bank',
    type: 'commercial_bank',
    registrationNumber: 'RCCM/BZV/2003/B/0415',
    country: 'CG',
    headquarters: 'Brazzaville',
    website: null,
    established: 2003,
    tier: 'bronze',
    approved: false,
    services: ['accounts', 'payments'],
    usage: 0,
  },
  {
    code: 'TD-CBT',
    name: 'Commercial Bank Tchad',
    type: 'commercial_bank',
    registrationNumber: 'RCCM/NDJ/1962/B/0008',
    country: 'TD',
    headquarters: "N'Djamena",
    website: null,
    established: 1962,
    tier: 'bronze',
    approved: false,
    services: ['accounts'],
    usage: 0,
  },
  {
    code: 'CM-CAMPAY',
    name: 'CamPay',
    type: 'fintech',
    registrationNumber: 'RC/YAO/2020/B/3307',
    country: 'CM',
    headquarters: 'Yaoundé',
    website: null,
    established: 2020,
    tier: 'bronze',
    approved: false,
    services: ['payments', 'mobile_money'],
    usage: 0,
  },
  {
    code: 'GQ-CCEI',
    name: 'CCEI Bank Guinea Ecuatorial',
    type: 'commercial_bank',
    registrationNumber: 'RM/MAL/1994/B/0117',
    country: 'GQ',
    headquarters: 'Malabo',
    website: null,
    established: 1994,
    tier: 'bronze',
    approved: false,
    services: ['accounts', 'payments'],
    usage: 0,
  },
  {
    code: 'CM-MUPECI',
    name: 'MUPECI',
    type: 'microfinance',
    registrationNumber: 'RC/YAO/2001/B/0562',
    country: 'CM',
    headquarters: 'Yaoundé',
    website: null,
    established: 2001,
    tier: 'bronze',
    approved: false,
    services: ['accounts', 'mobile_money'],
    usage: 0,
  },
];

export async function seed(knex: Knex): Promise<void> {
  const rows = DEMO_INSTITUTIONS.map((institution, index) => {
    const slug = institution.code.toLowerCase();
    return {
      institution_name: institution.name,
      institution_code: institution.code,
      institution_type: institution.type,
      registration_number: institution.registrationNumber,
      website: institution.website,
      headquarters: institution.headquarters,
      contact_email: `${slug}@partners.demo.openbanking.cm`,
      contact_phone: `237233${String(420100 + index * 7).padStart(6, '0')}`,
      address: `${institution.headquarters}, ${institution.country}`,
      country: institution.country,
      established_year: institution.established,
      services_offered: institution.services,
      target_markets: [institution.country],
      regulatory_license: institution.type === 'fintech' ? null : `COBAC-${institution.country}-${1000 + index}`,
      compliance: JSON.stringify({ aml: true, kyc: true, dataProtection: true, cybersecurity: institution.approved }),
      tier_level: institution.tier,
      is_approved: institution.approved,
      is_active: institution.active ?? true,
      approved_at: institution.approved ? knex.raw(`now() - make_interval(days => ?)`, [200 - index * 9]) : null,
      submitted_at: knex.raw(`now() - make_interval(days => ?)`, [
        institution.approved ? 210 - index * 9 : 2 + (index % 3),
      ]),
      api_quota_limit: TIER_MONTHLY_QUOTAS[institution.tier],
    };
  });
  await knex('institutions').insert(rows).onConflict('institution_code').ignore();
  // This month's usage; a later month starts at zero, as it does for every institution.
  const seeded: { id: string; institution_code: string }[] = await knex('institutions')
    .whereIn(
      'institution_code',
      DEMO_INSTITUTIONS.map((institution) => institution.code),
    )
    .select('id', 'institution_code');
  const usage = seeded
    .map((row) => ({
      institution_id: row.id,
      month: knex.raw(`date_trunc('month', now() at time zone 'Africa/Douala')::date`),
      calls: DEMO_INSTITUTIONS.find((institution) => institution.code === row.institution_code)?.usage ?? 0,
    }))
    .filter((row) => row.calls > 0);
  if (usage.length > 0) {
    await knex('institution_api_usage').insert(usage).onConflict(['institution_id', 'month']).ignore();
  }
}
