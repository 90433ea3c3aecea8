import Type from 'typebox';

const count = (description: string) => Type.Integer({ minimum: 0, description });

export const PlatformStatsSchema = Type.Object(
  {
    transactions: Type.String({ description: 'Successful payments, as display text', examples: ['12,480'] }),
    banks: Type.String({ description: 'Approved and active institutions, as display text', examples: ['9'] }),
    developers: Type.String({ description: 'People holding an active API key, as display text', examples: ['146'] }),
    uptime: Type.String({
      description: 'Share of the last 30 days the API was serving ("N/A" before the first measurement)',
      examples: ['99.98%'],
    }),
    values: Type.Object({
      transactions: count('Successful payments'),
      banks: count('Approved and active institutions'),
      developers: count('Distinct users holding an active, unexpired API key'),
      uptimePercent: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
    }),
    generatedAt: Type.String({ format: 'date-time', description: 'When the figures were computed (cached 60 s)' }),
  },
  { description: 'Figures computed from the database; the text fields are ready to display' },
);
