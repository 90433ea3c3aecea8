import Type from 'typebox';
import { literalUnion } from './literal-union.ts';

export const STATUS_CLASSES = ['2xx', '3xx', '4xx', '5xx'] as const;

export const RequestLogQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    keyId: Type.Optional(Type.String({ format: 'uuid', description: 'Only the calls of this key' })),
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
    apiKeyId: Type.String({ format: 'uuid' }),
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
  logs: Type.Array(Type.Ref('RequestLogEntry')),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

export const UsageQuerySchema = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 30, default: 30, description: 'Douala days, today included' }) },
  { additionalProperties: false },
);

export const UsageAnalyticsSchema = Type.Object({
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
