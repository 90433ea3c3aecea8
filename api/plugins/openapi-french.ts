import type { SwaggerTransform } from '@fastify/swagger';
import { operationsFr } from '../../i18n/fr/api-reference/index.ts';

/**
 * Gives an operation's schema its French title and description as the `x-fr` extension of
 * the OpenAPI document, taken from the catalogue by operationId: route files carry English
 * only, and readers of /api/openapi.json keep finding the French where it has always been.
 */
export function withFrenchTitles(transform: SwaggerTransform): SwaggerTransform {
  return (route) => {
    const transformed = transform(route);
    const schema = transformed.schema as { operationId?: unknown } | undefined;
    const french = typeof schema?.operationId === 'string' ? operationsFr[schema.operationId] : undefined;
    if (!schema || !french) return transformed;
    const { summary, description } = french;
    const titles = description === undefined ? { summary } : { summary, description };
    return { ...transformed, schema: { ...transformed.schema, 'x-fr': titles } } as typeof transformed;
  };
}
