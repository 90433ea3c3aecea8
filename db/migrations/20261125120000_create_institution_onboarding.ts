import type { Knex } from 'knex';

/**
 * Institution onboarding (issue 14): uploaded registration documents, institution membership,
 * monthly API usage, the risk self-assessment, and one registration per registration number.
 *
 * `institutions.current_api_usage` held one number with no month attached; usage now lives per
 * Douala calendar month in `institution_api_usage` (this month's value is copied there), so a
 * new month starts at zero without a reset job and past months stay readable.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('institution_documents', (table) => {
    table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    table.text('document_type').notNullable();
    // The name as the uploader's device gave it (shown back, never used as a path).
    table.text('original_name').notNullable();
    // The media type decided from the bytes (the extension's canonical type once they agree).
    table.text('media_type').notNullable();
    table.bigInteger('size_bytes').notNullable();
    // Content address in the document store: the SHA-256 of the bytes, hex.
    table.text('sha256').notNullable();
    table.text('scan_status').notNullable();
    // The scanner's signature name when infected, its complaint when it failed.
    table.text('scan_detail');
    table.timestamp('scanned_at', { useTz: true });
    // Null until a submitted registration attaches it; unattached uploads are swept after 24 h.
    table.uuid('institution_id').references('institutions.id').onDelete('cascade');
    table.timestamp('attached_at', { useTz: true });
    table.specificType('uploaded_from', 'inet');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    table.check(
      `document_type in ('businessLicense', 'registrationCertificate', 'financialServicesLicense', 'amlKycPolicy', 'financialStatements')`,
      [],
      'institution_documents_type_check',
    );
    table.check(
      `scan_status in ('pending', 'clean', 'infected', 'unscanned', 'failed')`,
      [],
      'institution_documents_scan_check',
    );
    table.check(`size_bytes > 0`, [], 'institution_documents_size_check');
    table.check(`sha256 ~ '^[0-9a-f]{64}$'`, [], 'institution_documents_sha256_check');
    table.check(`(institution_id is null) = (attached_at is null)`, [], 'institution_documents_attached_check');
    table.index(['institution_id']);
    table.index(['sha256']);
  });
  // The sweep reads only unattached uploads, oldest first.
  await knex.raw(
    'create index institution_documents_unattached_idx on institution_documents (created_at) where institution_id is null',
  );

  await knex.schema.createTable('institution_members', (table) => {
    table.uuid('institution_id').notNullable().references('institutions.id').onDelete('cascade');
    // One institution per user: its quota is the one their keys count against.
    table.uuid('user_id').notNullable().unique().references('users.id').onDelete('cascade');
    table.text('role').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['institution_id', 'user_id']);
    table.check(`role in ('owner', 'member')`, [], 'institution_members_role_check');
  });

  await knex.schema.createTable('institution_api_usage', (table) => {
    table.uuid('institution_id').notNullable().references('institutions.id').onDelete('cascade');
    // First day of the Africa/Douala calendar month.
    table.date('month').notNullable();
    table.bigInteger('calls').notNullable().defaultTo(0);
    table.primary(['institution_id', 'month']);
    table.check(`calls >= 0`, [], 'institution_api_usage_calls_check');
    table.check(`extract(day from month) = 1`, [], 'institution_api_usage_month_check');
  });
  await knex.raw(
    `insert into institution_api_usage (institution_id, month, calls)
     select id, date_trunc('month', now() at time zone 'Africa/Douala')::date, current_api_usage
       from institutions where current_api_usage > 0`,
  );

  await knex.schema.alterTable('institutions', (table) => {
    table.dropChecks(['institutions_api_usage_check']);
  });
  await knex.schema.alterTable('institutions', (table) => {
    table.dropColumn('current_api_usage');
    // Step 4's risk self-assessment: { amlRiskLevel, sanctionsScreening, pepScreening,
    // transactionMonitoring, riskOfficer }.
    table.jsonb('risk_assessment').notNullable().defaultTo('{}');
    table.check(`api_quota_limit >= 0`, [], 'institutions_api_quota_check');
  });
  // One registration per registration number, whatever its case or surrounding spaces.
  await knex.raw(
    'create unique index institutions_registration_number_key on institutions (lower(btrim(registration_number)))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index institutions_registration_number_key');
  await knex.schema.alterTable('institutions', (table) => {
    table.dropChecks(['institutions_api_quota_check']);
    table.dropColumn('risk_assessment');
    table.bigInteger('current_api_usage').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('institutions', (table) => {
    table.check(`current_api_usage >= 0 and api_quota_limit >= 0`, [], 'institutions_api_usage_check');
  });
  await knex.raw(
    `update institutions i set current_api_usage = u.calls from institution_api_usage u
      where u.institution_id = i.id and u.month = date_trunc('month', now() at time zone 'Africa/Douala')::date`,
  );
  await knex.schema.dropTable('institution_api_usage');
  await knex.schema.dropTable('institution_members');
  await knex.schema.dropTable('institution_documents');
}
