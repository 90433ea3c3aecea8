import Type from 'typebox';

export const LivenessSchema = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Integer({ minimum: 0 }),
});

export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  pendingMigrations: Type.Array(Type.String(), { description: 'Migrations of this build not yet applied.' }),
  unknownMigrations: Type.Array(Type.String(), {
    description: 'Migrations applied by a newer build (during a rolling deploy); the process still serves.',
  }),
});
