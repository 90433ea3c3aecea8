import Type from 'typebox';
import { FailureCategorySchema, ProviderCodeSchema } from './enums.ts';

/** The Analytics tabs' charts and, with `advanced_analytics` on, their extra sections (issue 16). */

export const ANALYTICS_MAX_DAYS = 90;

export const AnalyticsWindowQuerySchema = Type.Object(
  {
    days: Type.Integer({
      minimum: 1,
      maximum: ANALYTICS_MAX_DAYS,
      default: 30,
      description: 'How many Douala days back, today included',
    }),
  },
  { additionalProperties: false },
);

const Day = Type.String({ description: 'A Douala calendar day, YYYY-MM-DD', examples: ['2026-11-22'] });
const Count = Type.Integer({ minimum: 0 });
/** A share of calls in percent, one decimal; null when there were no calls. */
const Rate = Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]);

const PeriodFields = {
  from: Day,
  to: Day,
  days: Type.Integer({ minimum: 1, maximum: ANALYTICS_MAX_DAYS }),
};

export const AnalyticsTrendsSchema = Type.Object({
  ...PeriodFields,
  payments: Type.Array(
    Type.Object({
      date: Day,
      providers: Type.Array(
        Type.Object({
          provider: ProviderCodeSchema,
          volume: Type.Integer({ minimum: 0, description: 'Successful payments, whole XAF' }),
          count: Count,
        }),
      ),
    }),
    { description: 'Every day of the window, zeros included; the three providers each day' },
  ),
  apiCalls: Type.Array(
    Type.Object({
      date: Day,
      calls: Count,
      clientErrors: Count,
      serverErrors: Count,
      errorRate: Rate,
    }),
    { description: 'Every day of the window, from the request logs (kept 30 days)' },
  ),
});

export const AnalyticsAdvancedSchema = Type.Object({
  ...PeriodFields,
  failuresByCategory: Type.Array(Type.Object({ category: FailureCategorySchema, count: Count }), {
    description: 'Failed payments of the window by failure category, most first',
  }),
  topEndpoints: Type.Array(
    Type.Object({
      method: Type.String(),
      endpoint: Type.String({ description: 'The route pattern' }),
      calls: Count,
      errorRate: Rate,
      p95Ms: Type.Number({ minimum: 0 }),
    }),
    { description: 'The ten most called API routes of the window' },
  ),
  busiestHours: Type.Array(Type.Object({ hour: Type.Integer({ minimum: 0, maximum: 23 }), calls: Count }), {
    description: 'API calls of the window by Douala hour of day, the 24 hours',
  }),
  newUsers: Type.Array(Type.Object({ date: Day, users: Count }), {
    description: 'Accounts created per Douala day, every day of the window',
  }),
});
