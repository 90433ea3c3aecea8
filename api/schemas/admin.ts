import Type from 'typebox';
import { RoleSchema } from './enums.ts';
import { AccessTokenSchema } from './identity.ts';

/** The back office's shared shapes: sign-in, dashboard figures, ids (issue 15). */

export const UuidParam = Type.String({ format: 'uuid' });
export const IdParamsSchema = Type.Object({ id: UuidParam }, { additionalProperties: false });

const Instant = Type.String({ format: 'date-time' });
export const NullableInstant = Type.Union([Instant, Type.Null()]);
/** A percentage with one decimal, or null when there is nothing to compare with. */
const Percent = Type.Union([Type.Number(), Type.Null()]);

/** A figure's period, named on the screen: its first and last Douala day. */
const FigurePeriod = Type.Object({
  from: Type.String({ format: 'date', description: 'First Douala day counted' }),
  to: Type.String({ format: 'date', description: 'Last Douala day counted' }),
});

export const AdminLoginSchema = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Type.String({ maxLength: 128 }),
  },
  { additionalProperties: false },
);

export const AdminSessionSchema = Type.Object({
  ...AccessTokenSchema.properties,
  user: Type.Object({
    id: UuidParam,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
  }),
});

export const AdminStatsSchema = Type.Object({
  totalInstitutions: Type.Integer(),
  pendingApprovals: Type.Integer(),
  totalUsers: Type.Integer(),
  activeUsers: Type.Integer(),
  totalApiCalls: Type.Integer({
    description:
      'Every API call logged (with a key or an app token, any status) in `apiCallsPeriod`, the last 30 Douala days',
  }),
  apiCallsPeriod: FigurePeriod,
  monthlyGrowth: Type.Union([Type.Number(), Type.Null()], {
    description:
      'Change of the calls made with API keys over the last 30 days against `growthComparedPeriod`, the 30 days before',
  }),
  growthComparedPeriod: FigurePeriod,
  totalTransactionVolume: Type.Integer(),
  totalTransactions: Type.Integer(),
});

export const AdminDashboardAnalyticsSchema = Type.Object({
  totalUsers: Type.Integer(),
  newUsersToday: Type.Integer(),
  activeSessions: Type.Integer(),
  apiRequestsToday: Type.Integer(),
  revenue: Type.Integer({
    description: 'Fees credited to platform revenue for payments settled in `revenuePeriod` (this Douala month so far)',
  }),
  revenueGrowth: Type.Union([Type.Number(), Type.Null()], {
    description: 'Change of `revenue` against `revenueCompared.fees`',
  }),
  revenuePeriod: FigurePeriod,
  revenueCompared: Type.Object({
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    fees: Type.Integer({ description: 'The same fees over the same days of last month' }),
  }),
  totalTransactions: Type.Integer(),
  apiCalls: Type.Integer({ description: 'The same figure as /api/admin/stats `totalApiCalls`' }),
  apiCallsPeriod: FigurePeriod,
  successRate: Type.Union([Type.Number(), Type.Null()], { description: 'Share of `apiCalls` answered below 400' }),
  health: Type.Object({
    status: Type.Union([Type.Literal('healthy'), Type.Literal('warning'), Type.Literal('critical')]),
    uptimePercent: Percent,
  }),
  transactionsThisMonth: Type.Integer({ description: 'Payments created since the 1st of this Douala month' }),
});

export const AdminTransactionQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    limit: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
  },
  { additionalProperties: false },
);

export const AdminTransactionListSchema = Type.Object({
  transactions: Type.Array(Type.Ref('Transaction')),
  total: Type.Integer(),
});

export const AdminCredentialSchema = Type.Object({
  id: UuidParam,
  institutionName: Type.Union([Type.String(), Type.Null()]),
  ownerName: Type.String(),
  ownerEmail: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  environment: Type.Union([Type.Literal('sandbox'), Type.Literal('production')]),
  keyId: Type.String(),
  isActive: Type.Boolean(),
  lastUsed: NullableInstant,
});

export const AdminCredentialListSchema = Type.Object({
  total: Type.Integer(),
  credentials: Type.Array(AdminCredentialSchema),
});

export const AdminApiUsageSchema = Type.Object({
  activeKeys: Type.Integer(),
  callsToday: Type.Integer(),
  errorRateToday: Percent,
  topKeys: Type.Array(
    Type.Object({
      id: UuidParam,
      keyId: Type.String(),
      name: Type.String(),
      institutionName: Type.Union([Type.String(), Type.Null()]),
      calls: Type.Integer(),
    }),
  ),
});

export const RevokeCredentialSchema = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
