import knex from 'knex';
import { heldAccountsQuery } from '../../../api/repositories/accounts-repository.ts';

/**
 * The accounts statement of `GET /api/v1/accounts` (api/repositories/accounts-repository.ts
 * `listOfUser`), taken from the repository itself so the baseline runs the very SQL the API
 * runs (balance included) and the two cannot drift; the baseline sends it straight through `pg`.
 */
const builder = knex({ client: 'pg' });
export const ACCOUNTS_OF_USER_SQL = heldAccountsQuery(builder).where('a.user_id', '$user').toSQL().toNative().sql;
