import { describe, expect, it } from 'vitest';
import { endpointScopes } from '../../../site/lib/docs/endpoint-scopes.ts';
import type { OpenApiDocument } from '../../../site/lib/openapi/types.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Test', version: '1' },
  paths: {
    '/api/v1/mobile-money/charge': {
      post: {
        security: [
          { bearerAuth: [] },
          { sessionCookie: [] },
          { apiKey: ['mobile_money:write'] },
          { oauth2: ['mobile_money:write'] },
        ],
        responses: {},
      },
    },
    '/api/v1/auth/login': { post: { security: [], responses: {} } },
  },
};

describe("a docs page's endpoint line", () => {
  it('shows the scope the document names, once for keys and tokens', () => {
    expect(endpointScopes('POST', '/api/v1/mobile-money/charge', document)).toEqual(['mobile_money:write']);
    expect(endpointScopes('POST', '/api/v1/auth/login', document)).toEqual([]);
  });

  it('fails the build when the page names an operation the API does not have', () => {
    expect(() => endpointScopes('GET', '/api/v1/nothing', document)).toThrow(/does not have/);
  });
});
