import { Model, snakeCaseMappers } from 'objection';

/**
 * Columns are snake_case in PostgreSQL and camelCase in code. Timestamps are kept by the
 * database (defaults and triggers), never by the process clock, so replicas agree.
 */
export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }
}
