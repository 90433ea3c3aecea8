/**
 * The accounts query of `GET /api/v1/accounts` (api/repositories/accounts-repository.ts
 * `listOfUser`), written out for the baseline, which runs it straight through `pg`.
 */
export const ACCOUNTS_OF_USER_SQL = `select a.id, a.account_number, a.account_type, a.currency, a.status,
       i.institution_name as bank_name, u.first_name, u.last_name, a.created_at
  from accounts as a
  join users as u on u.id = a.user_id
  left join institutions as i on i.id = a.institution_id
 where a.user_id = $1
 order by a.created_at, a.account_number`;
