import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessageReceiptSchema, CreateContactMessageSchema } from '../../schemas/contact.ts';
import { errorResponses } from '../../schemas/error.ts';
import { submitContactMessage } from '../../services/contact/contact-messages.ts';

/** The home page's contact form. */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/contact',
    {
      // Per client address: enough for a person, useless for a spammer.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        operationId: 'sendContactMessage',
        security: [],
        tags: ['Platform'],
        summary: 'Send a message to the team',
        description:
          'Stores a message from the contact form for staff to answer. First name, last name, a valid e-mail address and a message are required; company is optional.',
        body: CreateContactMessageSchema,
        response: { 201: ContactMessageReceiptSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const receipt = await submitContactMessage(app.store, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send({ ...receipt, message: "Thank you for your message. We'll get back to you soon!" });
    },
  );
};

export default contactRoutes;
