import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_MESSAGES as M } from '../../../domain/messages/admin.ts';
import { BACK_OFFICE_READER_ROLES, USER_ADMIN_ROLES, USER_STATUS_ROLES } from '../../../domain/roles.ts';
import { AppError, detail } from '../../errors.ts';
import { IdParamsSchema } from '../../schemas/admin.ts';
import {
  BulkUserResultSchema,
  BulkUserSchema,
  CreatedUserSchema,
  DashboardUserSchema,
  PortalUserListSchema,
  PortalUserQuerySchema,
  PortalUserSchema,
  SetupLinkResultSchema,
  UpdatedUserSchema,
  UserInputSchema,
  UserSearchQuerySchema,
  UserSearchResultSchema,
  UserStatsSchema,
} from '../../schemas/admin-users.ts';
import { errorResponses } from '../../schemas/error.ts';
import {
  bulkUserStatus,
  createUserWithSetupLink,
  listPortalUsers,
  renewSetupLink,
  searchDashboardUsers,
  updateUser,
  userStats,
} from '../../services/admin/users.ts';
import { backOffice, staffActor } from './route-schema.ts';

/** The portal's Users tab and the admin dashboard's Users tab. */
const adminUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addSchema(PortalUserSchema);
  app.addSchema(DashboardUserSchema);
  const readers = app.requireRole(...BACK_OFFICE_READER_ROLES);
  const userAdmins = app.requireRole(...USER_ADMIN_ROLES);

  app.get(
    '/api/admin/users',
    {
      onRequest: readers,
      schema: {
        ...backOffice('listAdminUsers', 'Users'),
        querystring: PortalUserQuerySchema,
        response: { 200: PortalUserListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => listPortalUsers(app.store, request.query),
  );

  app.get(
    '/api/admin/users/stats',
    {
      onRequest: readers,
      schema: {
        ...backOffice('getAdminUserStats', 'User counts'),
        response: { 200: UserStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => userStats(app.store),
  );

  app.get(
    '/api/admin/users/search',
    {
      onRequest: readers,
      schema: {
        ...backOffice('searchAdminUsers', 'Search users'),
        querystring: UserSearchQuerySchema,
        response: { 200: UserSearchResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => searchDashboardUsers(app.store, request.query),
  );

  app.post(
    '/api/admin/users/bulk-operations',
    {
      onRequest: app.requireRole(...USER_STATUS_ROLES),
      schema: {
        ...backOffice('bulkUserOperation', 'Activate or suspend users'),
        body: BulkUserSchema,
        response: { 200: BulkUserResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { operation, action, userIds, reason } = request.body;
      if (operation && action)
        throw new AppError('validation_error', M.operationTwice, { details: [detail('action', M.operationTwice)] });
      const chosen = operation ?? action;
      if (!chosen)
        throw new AppError('validation_error', M.operationRequired, {
          details: [detail('operation', M.operationRequired)],
        });
      const result = await bulkUserStatus(app.store, staffActor(request), { operation: chosen, userIds, reason });
      // Committed: this process reads their keys again on the next call (others within CREDENTIALS_CACHE_MS).
      for (const id of userIds) app.apiKeyCredentials.evictUser(id);
      return result;
    },
  );

  app.post(
    '/api/admin/users',
    {
      onRequest: userAdmins,
      schema: {
        ...backOffice('createAdminUser', 'Create a user with a set-up link'),
        body: UserInputSchema,
        response: { 201: CreatedUserSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createUserWithSetupLink(app.store, staffActor(request), request.body));
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      onRequest: userAdmins,
      schema: {
        ...backOffice('updateAdminUser', 'Edit a user'),
        params: IdParamsSchema,
        body: UserInputSchema,
        response: { 200: UpdatedUserSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const result = await updateUser(app.store, staffActor(request), request.params.id, request.body);
      app.apiKeyCredentials.evictUser(request.params.id);
      return result;
    },
  );

  app.post(
    '/api/admin/users/:id/setup-link',
    {
      onRequest: userAdmins,
      schema: {
        ...backOffice('renewSetupLink', 'A new account set-up link'),
        params: IdParamsSchema,
        response: { 201: SetupLinkResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await renewSetupLink(app.store, staffActor(request), request.params.id));
    },
  );
};

export default adminUserRoutes;
