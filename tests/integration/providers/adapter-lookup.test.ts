import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { providerAdaptersFor } from '../../../api/providers/index.ts';
import type { AttemptToLookUp, GimacInitiateRequest, ProviderOutcome } from '../../../api/providers/types.ts';
import type { ListeningApp } from '../../helpers/fixtures.ts';
import { type CallbackSink, sandboxTest as it } from '../../helpers/provider-harness.ts';

/**
 * `lookup` is what the engine asks before any resend: the contract every adapter keeps is
 * "unknown only when the provider certainly never received the request", and an answer about
 * this very attempt otherwise.
 */
interface LookupContract {
  name: string;
  code: 'mtn' | 'orange' | 'gimac';
  /** Sends one attempt with a caller-chosen reference (and MTN handle), as the engine does. */
  send(app: ListeningApp, sink: CallbackSink, ref: string, handle: string): Promise<ProviderOutcome>;
  /** What the engine holds before the answer is stored: MTN's own handle, nothing for the others. */
  handleBeforeAnswer(handle: string): string | null;
  amount: number;
}

const mtn: LookupContract = {
  name: 'MTN MoMo',
  code: 'mtn',
  amount: 1500,
  send: (app, sink, ref, handle) =>
    app.app.providers.mtn.initiate({
      reference: ref,
      providerReference: handle,
      amount: 1500,
      currency: 'XAF',
      phone: '237670000007',
      callbackUrl: sink.url(`/mtn/${ref}`),
    }),
  handleBeforeAnswer: (handle) => handle,
};

const gimac: LookupContract = {
  name: 'GIMAC',
  code: 'gimac',
  amount: 25_000,
  send: (app, sink, ref) => {
    const request: GimacInitiateRequest = {
      reference: ref,
      amount: 25_000,
      currency: 'XAF',
      phone: '237670000007',
      callbackUrl: sink.url(`/gimac/${ref}`),
      transfer: {
        type: 'bank_to_wallet',
        senderBank: 'AFRILAND_CM',
        senderAccount: '10005000123456789',
        receiverOperator: 'MTN_CM',
      },
    };
    return app.app.providers.gimac.initiate(request);
  },
  handleBeforeAnswer: () => null,
};

const orange: LookupContract = {
  name: 'Orange Money',
  code: 'orange',
  amount: 2000,
  send: (app, sink, ref) =>
    app.app.providers.orange.initiate({
      reference: ref,
      amount: 2000,
      currency: 'XAF',
      phone: '237690000007',
      callbackUrl: sink.url(`/orange/${ref}`),
    }),
  handleBeforeAnswer: () => null,
};

const lookupOf = (contract: LookupContract, ref: string, providerReference: string | null): AttemptToLookUp => ({
  provider: contract.code,
  reference: ref,
  providerReference,
  amount: contract.amount,
  currency: 'XAF',
  providerData: {},
});

describe.each([mtn, gimac])('$name look-up before a resend', (contract) => {
  it('answers unknown for a reference the provider never received', async ({ listening }) => {
    const ref = `LK-${randomUUID().slice(0, 8)}`;
    const outcome = await listening.app.providers[contract.code].lookup(
      lookupOf(contract, ref, contract.handleBeforeAnswer(randomUUID())),
    );
    expect(outcome).toEqual({ kind: 'unknown' });
  });

  it('finds a request it received with what the engine held before the answer, and says where it stands', async ({
    listening,
    sink,
  }) => {
    const ref = `LK-${randomUUID().slice(0, 8)}`;
    const handle = randomUUID();
    const sent = await contract.send(listening, sink, ref, handle);
    expect(sent.kind).toBe('pending');
    const found = await listening.app.providers[contract.code].lookup(
      lookupOf(contract, ref, contract.handleBeforeAnswer(handle)),
    );
    expect(found.kind).toBe('pending');
    if (found.kind !== 'pending' || sent.kind !== 'pending') return;
    // The look-up names the provider's own handle, so the engine can store it and poll.
    expect(found.attempt.providerReference).toBe(sent.attempt.providerReference);
    expect(found.attempt.reference).toBe(ref);
  });

  it('is a transient outcome, never unknown, when the provider cannot be reached', async ({ listening }) => {
    const ref = `LK-${randomUUID().slice(0, 8)}`;
    // A second adapter of the same provider pointed at a closed port: a network failure says nothing.
    const nowhere = providerAdaptersFor(
      {
        ...listening.app.config,
        MTN_MOMO_BASE_URL: 'http://127.0.0.1:9',
        GIMAC_BASE_URL: 'http://127.0.0.1:9',
        PROVIDER_TIMEOUT_MS: 500,
      },
      () => listening.origin,
    );
    const outcome = await nowhere[contract.code].lookup(
      lookupOf(contract, ref, contract.handleBeforeAnswer(randomUUID())),
    );
    expect(outcome.kind).toBe('transient');
  });
});

describe('Orange Money look-up before a resend', () => {
  it('asks by pay_token once it is known, and answers unknown without one (the resend is the look-up)', async ({
    listening,
    sink,
  }) => {
    const ref = `LK-${randomUUID().slice(0, 8)}`;
    expect(await listening.app.providers.orange.lookup(lookupOf(orange, ref, null))).toEqual({ kind: 'unknown' });
    const sent = await orange.send(listening, sink, ref, '');
    if (sent.kind !== 'pending') throw new Error(`Orange did not accept: ${JSON.stringify(sent)}`);
    const found = await listening.app.providers.orange.lookup({
      ...lookupOf(orange, ref, sent.attempt.providerReference),
      providerData: sent.attempt.providerData,
    });
    expect(found.kind).toBe('pending');
    // The identical resend answers the same web payment: Orange keeps one per order_id.
    const again = await orange.send(listening, sink, ref, '');
    expect(again.kind === 'pending' && again.attempt.providerReference).toBe(sent.attempt.providerReference);
  });
});
