import { operationsFr } from './operations.ts';
import { sharedFr } from './shared.ts';
import type { OperationFrench, SharedFrench } from './types.ts';

export type { OperationFrench, SharedFrench } from './types.ts';
export { operationsFr, sharedFr };

/** The whole French API reference: each operation's own texts, and the shared ones. */
export interface ApiReferenceFrench {
  readonly operations: Readonly<Record<string, OperationFrench>>;
  readonly shared: SharedFrench;
}

export const apiReferenceFr: ApiReferenceFrench = { operations: operationsFr, shared: sharedFr };

/** The French of an operation's field (parameter or body field), or undefined when it has none. */
export function fieldFr(french: ApiReferenceFrench, operationId: string | undefined, name: string) {
  return (operationId ? french.operations[operationId]?.fields?.[name] : undefined) ?? french.shared.fields[name];
}

/** The French of an operation's response description, or undefined when it has none. */
export function responseFr(french: ApiReferenceFrench, operationId: string | undefined, status: string) {
  return (
    (operationId ? french.operations[operationId]?.responses?.[status] : undefined) ?? french.shared.responses[status]
  );
}
