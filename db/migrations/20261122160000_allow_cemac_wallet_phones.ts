import type { Knex } from 'knex';

/**
 * GIMAC transfers reach wallets in every CEMAC country (Gabon 241, Congo 242, Chad 235, CAR
 * 236, Equatorial Guinea 240), whose numbers have 7 to 9 national digits; Cameroon numbers
 * keep their exact 237 + 9 digits shape.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table payments drop constraint payments_phone_check;
    alter table payments add constraint payments_phone_check
      check (customer_phone ~ '^237[0-9]{9}$' or customer_phone ~ '^(241|242|235|236|240)[0-9]{7,9}$');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    alter table payments drop constraint payments_phone_check;
    alter table payments add constraint payments_phone_check check (customer_phone ~ '^237[0-9]{9}$');
  `);
}
