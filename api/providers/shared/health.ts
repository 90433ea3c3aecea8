import type { ProviderCode, ProviderHealth } from '../types.ts';

/** Times a health probe and shapes its result; a probe that throws counts as down. */
export async function probeHealth(
  provider: ProviderCode,
  environment: string,
  probe: () => Promise<
    Pick<ProviderHealth, 'status' | 'message' | 'services'> & { environment?: string; serviceCodes?: string[] }
  >,
): Promise<ProviderHealth> {
  const started = performance.now();
  let result: Awaited<ReturnType<typeof probe>>;
  try {
    result = await probe();
  } catch (error) {
    result = { status: 'down', message: error instanceof Error ? error.message : String(error), services: [] };
  }
  return {
    provider,
    environment: result.environment ?? environment,
    status: result.status,
    message: result.message,
    services: result.status === 'down' ? [] : result.services,
    serviceCodes: result.status === 'down' ? [] : (result.serviceCodes ?? []),
    latencyMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  };
}
