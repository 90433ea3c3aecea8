import Type from 'typebox';
import { NullableInstant, UuidParam } from './admin.ts';
import { RoleSchema } from './enums.ts';
import { literalUnion } from './literal-union.ts';

/** The admin portal's user row (portal shape). */
export const PortalUserSchema = Type.Object(
  {
    id: UuidParam,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
    isActive: Type.Boolean(),
    isVerified: Type.Boolean(),
    lastLogin: NullableInstant,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'PortalUser' },
);

/** The admin dashboard's user row (dashboard shape). */
export const DashboardUserSchema = Type.Object(
  {
    id: UuidParam,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
    isActive: Type.Boolean(),
    isVerified: Type.Boolean(),
    lastLoginAt: NullableInstant,
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DashboardUser' },
);

export const USER_STATUS_FILTERS = ['all', 'active', 'inactive', 'verified'] as const;

export const PortalUserQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: literalUnion(USER_STATUS_FILTERS, { default: 'all' }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);

export const PortalUserListSchema = Type.Object({
  users: Type.Array(Type.Ref('PortalUser')),
  total: Type.Integer(),
});

export const UserStatsSchema = Type.Object({
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  inactiveUsers: Type.Integer(),
  verifiedUsers: Type.Integer(),
  newUsersToday: Type.Integer(),
  byRole: Type.Object({
    customer: Type.Integer(),
    ops: Type.Integer(),
    auditor: Type.Integer(),
    admin: Type.Integer(),
  }),
});

export const UserSearchQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    role: Type.Optional(RoleSchema),
    status: Type.Optional(literalUnion(['active', 'inactive'] as const)),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 100 }),
  },
  { additionalProperties: false },
);

export const UserSearchResultSchema = Type.Object({
  data: Type.Object({ users: Type.Array(Type.Ref('DashboardUser')), total: Type.Integer() }),
});

export const USER_OPERATIONS = ['activate', 'suspend'] as const;

export const BulkUserSchema = Type.Object(
  {
    operation: Type.Optional(literalUnion(USER_OPERATIONS)),
    action: Type.Optional(literalUnion(USER_OPERATIONS)),
    userIds: Type.Array(UuidParam, { minItems: 1, maxItems: 100, uniqueItems: true }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export const BulkUserResultSchema = Type.Object({
  operation: literalUnion(USER_OPERATIONS),
  updated: Type.Integer(),
  users: Type.Array(Type.Ref('PortalUser')),
});

export const UserInputSchema = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    role: RoleSchema,
    isActive: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SetupLinkSchema = Type.Object({
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const CreatedUserSchema = Type.Object({ user: Type.Ref('DashboardUser'), setupLink: SetupLinkSchema });
export const UpdatedUserSchema = Type.Object({ user: Type.Ref('DashboardUser') });
export const SetupLinkResultSchema = Type.Object({ setupLink: SetupLinkSchema });

export const SetupTokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const SetupLinkInfoSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});

export const CompleteSetupSchema = Type.Object(
  {
    password: Type.String({ maxLength: 1000 }),
    pin: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);

export const CompletedSetupSchema = Type.Object({
  email: Type.String(),
  role: RoleSchema,
});
