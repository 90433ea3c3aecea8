import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const seedsRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seeds');

export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest()) as [number, string[]];
  return applied;
}

/** Names of migration files not yet applied to this database. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list()) as [unknown[], { file: string }[]];
  return pending.map((migration) => migration.file);
}

interface SeedModule {
  seed(db: Knex): Promise<void>;
}

async function runSeedFolder(db: Knex, folder: string): Promise<void> {
  const directory = path.join(seedsRoot, folder);
  const files = (await readdir(directory)).filter((file) => file.endsWith('.ts')).sort();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(directory, file)).href)) as Partial<SeedModule>;
    if (typeof module.seed === 'function') await module.seed(db);
  }
}

/**
 * Reference data (settings defaults) always; demo data when asked. Every seed is
 * idempotent, so a second start changes nothing.
 */
export async function seedDatabase(db: Knex, options: { demo: boolean }): Promise<void> {
  await runSeedFolder(db, 'reference');
  if (options.demo) await runSeedFolder(db, 'demo');
}
