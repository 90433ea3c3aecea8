import { createHash } from 'node:crypto';
import type { Store } from '../../repositories/store.ts';

export type ChainVerdict =
  | { intact: true; rows: number }
  | {
      intact: false;
      rows: number;
      /** The first row whose link does not hold. */
      broken: { id: string; seq: string; problem: 'altered' | 'unlinked' };
    };

const BATCH = 1000;

/** The hash a row must carry: sha256(previous hash, or '' for the first row, + '\n' + its canonical text). */
export function chainHash(prevHash: string | null, canonical: string): string {
  return createHash('sha256')
    .update(`${prevHash ?? ''}\n${canonical}`, 'utf8')
    .digest('hex');
}

/**
 * Walks the audit log in chain order and recomputes every hash here, in Node, from the row's
 * canonical text (`audit_log_canonical`, the same one the insert trigger hashed): a row
 * changed behind the triggers' back (`altered`) or a row removed or re-linked (`unlinked`: its
 * `prev_hash` is not the previous row's hash) is reported, the first one found.
 */
export async function verifyAuditChain(store: Store): Promise<ChainVerdict> {
  const repository = store.auditLogs;
  let previous: string | null = null;
  let afterSeq: string | null = null;
  let rows = 0;
  for (;;) {
    const batch = await repository.chainBatch(afterSeq, BATCH);
    for (const link of batch) {
      if (link.prevHash !== previous)
        return { intact: false, rows, broken: { id: link.id, seq: link.seq, problem: 'unlinked' } };
      if (link.hash !== chainHash(previous, link.canonical)) {
        return { intact: false, rows, broken: { id: link.id, seq: link.seq, problem: 'altered' } };
      }
      previous = link.hash;
      rows += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return { intact: true, rows };
    afterSeq = last.seq;
  }
}
