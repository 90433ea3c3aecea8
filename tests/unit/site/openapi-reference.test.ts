import { describe, expect, it } from 'vitest';
import type { ApiReferenceFrench } from '../../../i18n/fr/api-reference/index.ts';
import { describeType, exampleFromSchema } from '../../../site/lib/openapi/examples.ts';
import { curlExample, referenceOperations, tagCounts } from '../../../site/lib/openapi/operations.ts';
import type { OpenApiDocument } from '../../../site/lib/openapi/types.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  tags: [{ name: 'Authentication' }, { name: 'Accounts' }, { name: 'Payments' }, { name: 'Platform' }],
  components: {
    schemas: {
      Account: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          currency: { const: 'XAF' },
          accountType: {
            anyOf: [
              { type: 'string', enum: ['checking'] },
              { type: 'string', enum: ['savings'] },
            ],
          },
          holder: { type: 'string', examples: ['Amina Nkono'] },
        },
      },
      ErrorEnvelope: {
        type: 'object',
        properties: { error: { type: 'object', properties: { code: { type: 'string' } } } },
      },
    },
  },
  paths: {
    '/api/v1/accounts': {
      get: {
        operationId: 'listAccounts',
        summary: 'List accounts',
        description: 'Requires `accounts:read`.',
        tags: ['Accounts'],
        security: [{ apiKey: ['accounts:read'] }, { oauth2: ['accounts:read'] }],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Account' } } },
                },
              },
            },
          },
          '401': {
            description: 'err',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
          },
          '414': {
            description: 'URL too long',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
            'x-protocol': true,
          },
        },
      },
    },
    '/api/v1/contact': {
      post: {
        operationId: 'sendContactMessage',
        summary: 'Send a message',
        tags: ['Platform'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['email'],
                properties: {
                  email: { type: 'string', maxLength: 254, description: 'Where we answer' },
                  company: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Your company' },
                  note: { type: 'string', examples: ["it's fine"], description: 'Anything else' },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'stored' } },
      },
    },
  },
};

/** A French catalogue for the document above: the contact form has no entry of its own. */
const french: ApiReferenceFrench = {
  operations: {
    listAccounts: {
      summary: 'Lister les comptes',
      description: 'Exige `accounts:read`.',
      responses: { '200': 'ok (fr)' },
    },
  },
  shared: { fields: { email: 'Où vous répondre', company: 'Votre entreprise' }, responses: { '401': 'err (partagé)' } },
};

describe('examples from schemas', () => {
  it('prefers examples, const and enums, follows references and fills formats', () => {
    expect(exampleFromSchema({ $ref: '#/components/schemas/Account' }, document)).toEqual({
      id: '6f1c2e0a-4b7d-4c1e-9a51-2d3f4e5a6b7c',
      currency: 'XAF',
      accountType: 'checking',
      holder: 'Amina Nkono',
    });
    expect(exampleFromSchema({ type: 'integer', minimum: 100 }, document)).toBe(100);
    expect(exampleFromSchema({ anyOf: [{ type: 'null' }, { type: 'boolean' }] }, document)).toBe(true);
  });

  it('describes types for parameter tables', () => {
    expect(describeType({ type: 'string', maxLength: 254 }, document)).toBe('string (≤ 254 characters)');
    expect(describeType({ type: 'string', maxLength: 254 }, document, 'fr')).toBe('string (≤ 254 caractères)');
    expect(describeType({ anyOf: [{ type: 'string' }, { type: 'null' }] }, document)).toBe('string | null');
    expect(describeType({ type: 'array', items: { type: 'string', format: 'uuid' } }, document)).toBe(
      'string (uuid)[]',
    );
  });
});

describe('reference operations', () => {
  it('lists operations in tag order with scopes, fields and examples', () => {
    const operations = referenceOperations(document, 'en');
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /api/v1/accounts',
      'POST /api/v1/contact',
    ]);
    const [accounts, contact] = operations;
    expect(accounts).toMatchObject({
      tag: 'Accounts',
      scopes: ['accounts:read'],
      authenticated: true,
      translated: true,
    });
    // Statuses the server's protocol rule adds to every operation are told apart from the route's own.
    expect(accounts?.responses.map((response) => [response.status, response.protocol])).toEqual([
      ['200', false],
      ['401', false],
      ['414', true],
    ]);
    expect(contact?.fields.map((field) => [field.name, field.location, field.required])).toEqual([
      ['email', 'body', true],
      ['company', 'body', false],
      ['note', 'body', false],
    ]);
  });

  it("uses the catalogue's French by operationId and marks the operations that have none", () => {
    const [accounts, contact] = referenceOperations(document, 'fr', french);
    expect(accounts).toMatchObject({
      summary: 'Lister les comptes',
      description: 'Exige `accounts:read`.',
      translated: true,
    });
    expect(contact).toMatchObject({ summary: 'Send a message', translated: false });
  });

  it("takes a field's and a response's French from the operation, else from the shared texts", () => {
    const [accounts, contact] = referenceOperations(document, 'fr', french);
    expect(accounts?.responses.map((response) => [response.description, response.translated])).toEqual([
      ['ok (fr)', true],
      ['err (partagé)', true],
      ['URL too long', false],
    ]);
    expect(contact?.fields.map((field) => [field.name, field.translated])).toEqual([
      ['email', true],
      ['company', true],
      ['note', false],
    ]);
  });

  it('counts operations per tag, empty tags included', () => {
    const operations = referenceOperations(document, 'en');
    expect(tagCounts(document, operations)).toEqual([
      { name: 'Authentication', count: 0 },
      { name: 'Accounts', count: 1 },
      { name: 'Payments', count: 0 },
      { name: 'Platform', count: 1 },
    ]);
  });

  it('builds curl commands with the key header and a shell-safe body', () => {
    const [accounts, contact] = referenceOperations(document, 'en');
    expect(curlExample(accounts as never)).toBe(
      'curl -X GET "{host}/api/v1/accounts" \\\n  -H "Authorization: Bearer $OPEN_BANKING_API_KEY"',
    );
    const command = curlExample(contact as never);
    expect(command).toContain('-H "Content-Type: application/json"');
    expect(command).toContain(`"note": "it'\\''s fine"`);
    expect(command).not.toContain('Authorization');
  });
});
