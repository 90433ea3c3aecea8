import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

let sequence = 0;

/** An institution straight in the database (pending unless told otherwise), for back-office tests. */
export async function insertInstitution(
  db: Knex,
  fields: { name?: string; type?: string; isApproved?: boolean; isActive?: boolean } = {},
): Promise<string> {
  sequence += 1;
  const [row] = await db('institutions')
    .insert({
      institution_name: fields.name ?? `Banque Test ${sequence}`,
      institution_code: `INST-T${String(sequence).padStart(3, '0')}${randomUUID().slice(0, 4).toUpperCase()}`,
      institution_type: fields.type ?? 'commercial_bank',
      registration_number: `RC/TEST/${randomUUID()}`,
      contact_email: `contact${sequence}@bank.cm`,
      contact_phone: '237699000000',
      is_approved: fields.isApproved ?? false,
      approved_at: fields.isApproved ? db.fn.now() : null,
      is_active: fields.isActive ?? true,
    })
    .returning('id');
  return row.id;
}
