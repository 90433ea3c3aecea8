import { fill } from '../../../domain/messages/define.ts';
import { SETTINGS_MESSAGES as M } from '../../../domain/messages/settings.ts';
import { AppError, detail, type ErrorDetail, validationError } from '../../errors.ts';
import type { StoredSetting } from '../../repositories/settings-repository.ts';
import type { Store } from '../../repositories/store.ts';
import type { StaffActor } from '../admin/users.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  checkSettingValue,
  definitionsOf,
  isSettingCategory,
  SETTING_CATEGORIES,
  type SettingCategory,
  type SettingDefinition,
  settingDefinition,
  type ValueProblem,
} from './registry.ts';
import { settingTexts } from './setting-texts.ts';

export type SettingsValues = Record<string, Record<string, unknown>>;

export interface SettingChange {
  category: string;
  key: string;
  from: unknown;
  to: unknown;
}

/** What the Settings tab shows of a definition (the default stays the registry's business). */
function publicDefinition(category: SettingCategory, key: string, definition: SettingDefinition) {
  const { default: _default, ...rest } = definition;
  return { ...rest, ...settingTexts(category, key) };
}

/** Stored values over the registry's defaults, known keys only (a row the registry dropped is not shown). */
function mergeWithDefaults(stored: readonly StoredSetting[], categories: readonly SettingCategory[]): SettingsValues {
  const values: SettingsValues = {};
  for (const category of categories) {
    values[category] = Object.fromEntries(definitionsOf(category).map(([key, def]) => [key, def.default]));
  }
  for (const row of stored) {
    const known = settingDefinition(row.category, row.key);
    // A stored value that no longer fits its type (an edit by hand) reads as the default.
    if (known && checkSettingValue(known, row.value) === null) {
      (values[row.category] as Record<string, unknown>)[row.key] = row.value;
    }
  }
  return values;
}

export async function readAllSettings(store: Store): Promise<SettingsValues> {
  return mergeWithDefaults(await store.settings.findAll(), SETTING_CATEGORIES);
}

/** GET /api/admin/settings/categories: every value and every definition. */
export async function settingsWithDefinitions(store: Store) {
  const definitions = Object.fromEntries(
    SETTING_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(definitionsOf(category).map(([key, def]) => [key, publicDefinition(category, key, def)])),
    ]),
  );
  return { settings: await readAllSettings(store), definitions };
}

function problemDetail(path: string, key: string, problem: ValueProblem): ErrorDetail {
  switch (problem.problem) {
    case 'notBoolean':
      return detail(path, fill(M.settingNotBoolean, { key }));
    case 'notInteger':
      return detail(path, fill(M.settingNotInteger, { key }));
    case 'notNumber':
      return detail(path, fill(M.settingNotNumber, { key }));
    case 'notString':
      return detail(path, fill(M.settingNotString, { key }));
    case 'tooSmall':
      return detail(path, fill(M.settingTooSmall, { key, limit: problem.limit }));
    case 'tooLarge':
      return detail(path, fill(M.settingTooLarge, { key, limit: problem.limit }));
    case 'tooLong':
      return detail(path, fill(M.settingTooLong, { key, limit: problem.limit }));
    case 'badFormat':
      return detail(path, fill(M.settingBadFormat, { key }));
    case 'notAllowed':
      return detail(path, fill(M.settingNotAllowed, { key, values: problem.values.join(', ') }));
  }
}

/** Field errors of one category's values; `prefix` makes the import's paths `category.key`. */
function checkValues(category: SettingCategory, values: Record<string, unknown>, prefix: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = `${prefix}${key}`;
    const definition = settingDefinition(category, key);
    if (!definition) {
      details.push(detail(path, fill(M.settingUnknown, { key })));
      continue;
    }
    const problem = checkSettingValue(definition, value);
    if (problem) details.push(problemDetail(path, key, problem));
  }
  return details;
}

/**
 * Writes the changed values in the caller's transaction: the rows are locked first (two admins
 * saving at once queue, and each `from` is what the other left), an unchanged value writes
 * nothing, each change is audited with its from and to, and one NOTIFY tells every process.
 */
async function applyChanges(
  tx: Store,
  actor: StaffActor,
  wanted: Record<SettingCategory, Record<string, unknown>> | Partial<Record<SettingCategory, Record<string, unknown>>>,
  write: boolean,
): Promise<SettingChange[]> {
  const categories = Object.keys(wanted) as SettingCategory[];
  const repository = tx.settings;
  const current = mergeWithDefaults(await repository.lockCategories(categories), categories);
  const changes: SettingChange[] = [];
  for (const category of categories) {
    for (const [key, to] of Object.entries(wanted[category] ?? {})) {
      const from = current[category]?.[key];
      if (from !== to) changes.push({ category, key, from, to });
    }
  }
  if (!write || changes.length === 0) return changes;
  for (const change of changes) {
    await repository.write({
      ...change,
      value: change.to,
      description: settingTexts(change.category, change.key).description,
      updatedBy: actor.userId,
    });
  }
  await repository.notifyChanged(JSON.stringify([...new Set(changes.map((change) => change.category))]));
  // Audited last: the audit insert serialises audited transactions until commit.
  for (const change of changes) {
    await recordAudit(tx, actor, {
      action: 'update',
      resource: 'setting',
      resourceId: `${change.category}.${change.key}`,
      details: { from: change.from, to: change.to },
    });
  }
  return changes;
}

/** PUT /api/admin/settings/category/{category}: the category after the change. */
export async function updateCategory(
  store: Store,
  actor: StaffActor,
  category: string,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!isSettingCategory(category)) throw new AppError('not_found', fill(M.settingsCategoryUnknown, { category }));
  const details = checkValues(category, values, '');
  if (details.length > 0) throw validationError(details);
  await store.transaction((tx) => applyChanges(tx, actor, { [category]: values }, true));
  return (await readAllSettings(store))[category] as Record<string, unknown>;
}

/** GET /api/admin/settings/export. */
export async function exportSettings(store: Store, now = new Date()) {
  return { exportedAt: now.toISOString(), settings: await readAllSettings(store) };
}

/**
 * POST /api/admin/settings/import: the whole file or nothing. Any unknown category or key, or
 * any value that does not fit, refuses the file (one detail per offender, path `category.key`);
 * otherwise the changes are listed and, unless `dryRun`, applied in one transaction.
 */
export async function importSettings(
  store: Store,
  actor: StaffActor,
  input: { settings: Record<string, Record<string, unknown>>; dryRun?: boolean | undefined },
): Promise<{ changes: SettingChange[]; applied: boolean }> {
  const details: ErrorDetail[] = [];
  const wanted: Partial<Record<SettingCategory, Record<string, unknown>>> = {};
  for (const [category, values] of Object.entries(input.settings)) {
    if (!isSettingCategory(category)) {
      details.push(detail(`settings.${category}`, fill(M.settingsCategoryUnknown, { category })));
      continue;
    }
    details.push(...checkValues(category, values, `settings.${category}.`));
    wanted[category] = values;
  }
  if (details.length > 0) throw validationError(details);
  const write = input.dryRun !== true;
  const changes = await store.transaction((tx) => applyChanges(tx, actor, wanted, write));
  return { changes, applied: write };
}
