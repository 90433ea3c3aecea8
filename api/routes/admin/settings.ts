import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ROLES, BACK_OFFICE_READER_ROLES } from '../../../domain/roles.ts';
import {
  SettingDefinitionSchema,
  SettingsCategoriesSchema,
  SettingsCategoryParamsSchema,
  SettingsCategoryUpdatedSchema,
  SettingsExportSchema,
  SettingsImportResultSchema,
  SettingsImportSchema,
  SettingsUpdateSchema,
  SettingValueSchema,
} from '../../schemas/admin-settings.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  exportSettings,
  importSettings,
  settingsWithDefinitions,
  updateCategory,
} from '../../services/settings/settings-admin.ts';
import { backOffice, staffActor } from './route-schema.ts';

/** The admin dashboard's Settings tab: staff read, admin alone writes (each change audited). */
const adminSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(SettingValueSchema);
  app.addSchema(SettingDefinitionSchema);
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);
  const admins = app.requireRole(...ADMIN_ROLES);

  app.get(
    '/api/admin/settings/categories',
    {
      onRequest: readers,
      schema: {
        ...backOffice('listSettings', 'Every setting and its definition'),
        response: { 200: SettingsCategoriesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await settingsWithDefinitions(app.store) }),
  );

  app.put(
    '/api/admin/settings/category/:category',
    {
      onRequest: admins,
      schema: {
        ...backOffice('updateSettingsCategory', 'Change settings of one category'),
        params: SettingsCategoryParamsSchema,
        body: SettingsUpdateSchema,
        response: { 200: SettingsCategoryUpdatedSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const settings = await updateCategory(app.store, staffActor(request), request.params.category, request.body);
      // Committed: this process reads the flags afresh at once; the others on the NOTIFY.
      app.featureFlags.forget();
      return { data: { settings } };
    },
  );

  app.get(
    '/api/admin/settings/export',
    {
      onRequest: readers,
      schema: {
        ...backOffice('exportSettings', 'Export every setting as JSON'),
        response: { 200: SettingsExportSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const exported = await exportSettings(app.store);
      // Today in Douala (UTC+1, no daylight saving).
      const day = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="settings-${day}.json"`);
      return exported;
    },
  );

  app.post(
    '/api/admin/settings/import',
    {
      onRequest: admins,
      schema: {
        ...backOffice('importSettings', 'Import settings: all or nothing'),
        body: SettingsImportSchema,
        response: { 200: SettingsImportResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const result = await importSettings(app.store, staffActor(request), request.body);
      if (result.applied) app.featureFlags.forget();
      return result;
    },
  );
};

export default adminSettingsRoutes;
