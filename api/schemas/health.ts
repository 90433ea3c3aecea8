import Type from 'typebox';

export const LivenessSchema = Type.Object({
  status: Type.Literal('ok'),
  uptimeSeconds: Type.Integer({ minimum: 0 }),
});

/** A dependency beside the database: answering, not answering, or not used by this process. */
export const DependencyStatusSchema = Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('off')], {
  description: '`ok` answers; `down` does not answer (the process is not ready); `off` is not used by this process.',
});

export const ReadinessSchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  redis: DependencyStatusSchema,
  jobRunner: DependencyStatusSchema,
  stopping: Type.Boolean({ description: 'The process received a stop signal and takes no new work.' }),
  pendingMigrations: Type.Array(Type.String(), { description: 'Migrations of this build not yet applied.' }),
  unknownMigrations: Type.Array(Type.String(), {
    description: 'Migrations applied by a newer build (during a rolling deploy); the process still serves.',
  }),
});
