import type { Knex } from 'knex';

/**
 * Banks, microfinance institutions, fintechs and payment service providers that build on the
 * platform (the institution record and its registration form). Registration and approval
 * come with their own issue; the public site counts approved, active institutions.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('institutions', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('institution_name').notNullable();
    table.text('institution_code').notNullable().unique();
    table.text('institution_type').notNullable();
    table.text('registration_number').notNullable();
    table.text('website');
    table.text('headquarters');
    table.text('contact_email').notNullable();
    table.text('contact_phone').notNullable();
    table.text('address');
    table.text('country').notNullable().defaultTo('CM');
    table.text('legal_representative');
    table.text('legal_representative_title');
    table.text('description');
    table.integer('established_year');
    table.text('employee_count');
    table.text('annual_revenue');
    table.specificType('services_offered', 'text[]').notNullable().defaultTo('{}');
    table.specificType('target_markets', 'text[]').notNullable().defaultTo('{}');
    table.text('regulatory_license');
    // { aml, kyc, dataProtection, cybersecurity } confirmations as given at registration.
    table.jsonb('compliance').notNullable().defaultTo('{}');
    // Per document id: { id, name, type, size, status, url }.
    table.jsonb('documents').notNullable().defaultTo('{}');
    table.text('tier_level').notNullable().defaultTo('bronze');
    table.boolean('is_approved').notNullable().defaultTo(false);
    // Active unless staff suspend it: approval alone makes a registered institution live.
    table.boolean('is_active').notNullable().defaultTo(true);
    table.timestamp('approved_at', { useTz: true });
    table.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.bigInteger('current_api_usage').notNullable().defaultTo(0);
    table.bigInteger('api_quota_limit').notNullable().defaultTo(10000);
    table.timestamps(true, true);

    table.check(
      `institution_type in ('commercial_bank', 'microfinance', 'fintech', 'payment_service')`,
      [],
      'institutions_type_check',
    );
    table.check(`tier_level in ('bronze', 'silver', 'gold', 'platinum')`, [], 'institutions_tier_check');
    table.check(`institution_code ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'`, [], 'institutions_code_format_check');
    table.check(`country ~ '^[A-Z]{2}$'`, [], 'institutions_country_check');
    table.check(
      `established_year is null or established_year between 1900 and 2100`,
      [],
      'institutions_established_year_check',
    );
    table.check(
      `employee_count is null or employee_count in ('1-10', '11-50', '51-200', '201-1000', '1000+')`,
      [],
      'institutions_employee_count_check',
    );
    table.check(
      `annual_revenue is null or annual_revenue in ('<100M', '100M-1B', '1B-10B', '10B+')`,
      [],
      'institutions_annual_revenue_check',
    );
    table.check(`current_api_usage >= 0 and api_quota_limit >= 0`, [], 'institutions_api_usage_check');
    table.check(`not is_approved or approved_at is not null`, [], 'institutions_approved_at_check');
    table.index(['is_approved', 'is_active']);
  });
  await knex.raw(
    'create trigger institutions_updated_at before update on institutions for each row execute function set_updated_at()',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('institutions');
}
