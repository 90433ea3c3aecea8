import Type from 'typebox';
import { literalUnion } from './literal-union.ts';

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;
export const DATA_MODES = ['test', 'live'] as const;

/** Lists and figures show one mode's calls, never both (issue 17 item 4). */
const modeQuery = () =>
  Type.Optional(
    literalUnion(DATA_MODES, {
      description:
        "Whose calls: `test` (ob_test_ keys, sandbox apps) or `live`. By default the caller's own mode: a signed-in session works in the server's mode, a key or an app in its own.",
    }),
  );

const daysQuery = () =>
  Type.Integer({ minimum: 1, maximum: 30, default: 30, description: 'Douala days, today included' });

export const RequestLogQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    mode: modeQuery(),
    keyId: Type.Optional(Type.String({ format: 'uuid', description: 'Only the calls of this key' })),
    appId: Type.Optional(Type.String({ format: 'uuid', description: 'Only the calls of this OAuth app' })),
    status: Type.Optional(literalUnion(STATUS_CLASSES, { description: 'Only answers of this status class' })),
    endpoint: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Only calls of this route pattern',
        examples: ['/api/v1/accounts'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const RequestLogEntrySchema = Type.Object(
  {
    id: Type.String(),
    apiKeyId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The key the call was made with; null for a call made with an OAuth app token',
    }),
    appId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()], {
      description: 'The OAuth app whose access token made the call; null for a key call',
    }),
    livemode: Type.Boolean({ description: 'Whether the call worked on live data' }),
    method: Type.String(),
    endpoint: Type.String({ description: 'The route pattern, never the raw URL' }),
    statusCode: Type.Integer(),
    responseTime: Type.Integer({ minimum: 0, description: 'Milliseconds' }),
    requestId: Type.Union([Type.String(), Type.Null()]),
    ip: Type.Union([Type.String(), Type.Null()]),
    timestamp: Type.String({ format: 'date-time' }),
  },
  { $id: 'RequestLogEntry' },
);

export const RequestLogListSchema = Type.Object({
  livemode: Type.Boolean({ description: 'The mode listed' }),
  logs: Type.Array(Type.Ref('RequestLogEntry')),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

export const UsageQuerySchema = Type.Object(
  {
    days: daysQuery(),
    mode: modeQuery(),
  },
  { additionalProperties: false },
);

export const UsageAnalyticsSchema = Type.Object({
  livemode: Type.Boolean({ description: 'The mode these figures count' }),
  totalRequests: Type.Integer({ minimum: 0 }),
  successRate: Type.Number({ minimum: 0, maximum: 100, description: 'Percent of answers below 400' }),
  averageResponseTime: Type.Number({ minimum: 0, description: 'Milliseconds' }),
  p50ResponseTime: Type.Number({ minimum: 0, description: 'Milliseconds' }),
  p95ResponseTime: Type.Number({ minimum: 0, description: 'Milliseconds' }),
  topEndpoints: Type.Array(
    Type.Object({ endpoint: Type.String(), method: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  ),
  errorsByStatus: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer({ minimum: 0 }) })),
  daily: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date', description: 'A Douala day' }),
      requests: Type.Integer({ minimum: 0 }),
      errors: Type.Integer({ minimum: 0 }),
    }),
  ),
});

export const AppCallsQuerySchema = Type.Object({ days: daysQuery() }, { additionalProperties: false });

export const AppCallsSchema = Type.Object({
  apps: Type.Array(
    Type.Object({
      appId: Type.String({ format: 'uuid' }),
      livemode: Type.Boolean({ description: "The app's mode on this server: its calls are all of this mode" }),
      calls: Type.Integer({ minimum: 0 }),
      errors: Type.Integer({ minimum: 0, description: 'Answers of 400 and above' }),
      lastCallAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    }),
  ),
});
