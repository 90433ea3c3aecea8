import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessageReceiptSchema, CreateContactMessageSchema } from '../../schemas/contact.ts';
import { errorResponses } from '../../schemas/error.ts';
import { PlatformStatsSchema } from '../../schemas/stats.ts';
import { submitContactMessage } from '../../services/contact/contact-messages.ts';
import { cachedPlatformStats } from '../../services/stats/platform-stats.ts';

const STATS_CACHE_MS = 60_000;

/** The public site's own calls: headline figures and the contact form. */
const platformRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const platformStats = cachedPlatformStats(app.db, STATS_CACHE_MS);

  app.get(
    '/api/v1/stats',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['Platform'],
        summary: 'Platform figures for the home page',
        description:
          'Successful payments, live institutions, active developers and 30-day uptime, computed from the database and cached for 60 seconds.',
        'x-fr': {
          summary: "Chiffres de la plateforme pour la page d'accueil",
          description:
            'Paiements réussis, institutions actives, développeurs actifs et disponibilité sur 30 jours, calculés à partir de la base de données et mis en cache 60 secondes.',
        },
        response: { 200: PlatformStatsSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return platformStats();
    },
  );

  app.post(
    '/api/v1/contact',
    {
      // Per client address: enough for a person, useless for a spammer.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['Platform'],
        summary: 'Send a message to the team',
        description:
          'Stores a message from the contact form for staff to answer. First name, last name, a valid e-mail address and a message are required; company is optional.',
        'x-fr': {
          summary: "Envoyer un message à l'équipe",
          description:
            "Enregistre un message du formulaire de contact pour que l'équipe y réponde. Le prénom, le nom, une adresse e-mail valide et le message sont obligatoires ; l'entreprise est facultative.",
        },
        body: CreateContactMessageSchema,
        response: { 201: ContactMessageReceiptSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await submitContactMessage(app.db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send({ ...receipt, message: "Thank you for your message. We'll get back to you soon!" });
    },
  );
};

export default platformRoutes;
