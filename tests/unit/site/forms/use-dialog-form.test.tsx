// @vitest-environment happy-dom
import { act, type SubmitEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type DialogFormOptions,
  problemErrors,
  UNCHANGED,
  useDialogForm,
} from '../../../../site/islands/forms/use-dialog-form.ts';
import type { ErrorTranslator } from '../../../../site/lib/error-text.ts';
import { $toasts } from '../../../../site/stores/toast.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Form {
  name: string;
}
type Checked = { ok: true; payload: { name: string } };
type Options = DialogFormOptions<Form, Checked, 'name', string>;

/** A translator standing for the API's 400 envelope: these field texts and this message. */
function translator(fields: Record<string, string>, message: string | null): ErrorTranslator {
  return { fields: () => fields, message: () => message, issue: () => null };
}

function options(overrides: Partial<Options> = {}): Options {
  return {
    initial: { name: '' },
    errors: translator({}, null),
    labels: { name: 'Name' },
    check: (form) =>
      form.name.trim() ? { ok: true, payload: { name: form.name.trim() } } : { ok: false, problems: ['name'] },
    problemText: (problem) => `${problem} is required`,
    send: vi.fn(async () => 'answer'),
    success: { title: 'Created' },
    done: vi.fn(),
    failure: { title: 'Creation failed', body: 'Try again' },
    ...overrides,
  };
}

let root: Root;
let latest: ReturnType<typeof useDialogForm<Form, Checked, 'name', string>>;

function Probe({ given }: { given: Options }) {
  latest = useDialogForm(given);
  return null;
}

async function mount(given: Options) {
  await act(async () => root.render(<Probe given={given} />));
}

const submitEvent = { preventDefault() {} } as SubmitEvent;
const submit = () => act(async () => latest.onSubmit(submitEvent));
/** Submits without waiting for the answer (act would wait for a request still pending). */
const submitNoWait = () =>
  act(async () => {
    void latest.onSubmit(submitEvent);
  });
const typeName = (name: string) => act(async () => latest.bind('name').onChange({ target: { value: name } } as never));

beforeEach(() => {
  $toasts.set([]);
  root = createRoot(document.createElement('div'));
});

afterEach(() => act(async () => root.unmount()));

describe('useDialogForm', () => {
  it('shows the checks’ refusals under their fields and sends nothing', async () => {
    const given = options();
    await mount(given);
    await submit();
    expect(latest.fieldErrors).toEqual({ name: 'name is required' });
    expect(given.send).not.toHaveBeenCalled();
  });

  it('sends what the checks accept, toasts the success and hands the answer to done', async () => {
    const given = options();
    await mount(given);
    await submit();
    await typeName('  Ada ');
    expect(latest.bind('name').value).toBe('  Ada ');
    await submit();
    expect(given.send).toHaveBeenCalledWith({ ok: true, payload: { name: 'Ada' } });
    expect(given.done).toHaveBeenCalledWith('answer');
    expect(latest.fieldErrors).toEqual({});
    expect($toasts.get()[0]).toMatchObject({ title: 'Created', variant: 'success' });
  });

  it('puts the server’s field errors under the fields, as fieldsOf maps them, and lets the user retry', async () => {
    const given = options({
      initial: { name: 'Ada' },
      errors: translator({ 'name.0': 'Name is taken' }, 'Name is taken'),
      send: vi.fn(async () => Promise.reject(new Error('400'))),
      fieldsOf: (fields) =>
        Object.fromEntries(Object.entries(fields).map(([path, text]) => [path.split('.')[0], text])),
    });
    await mount(given);
    await submit();
    expect(latest.fieldErrors).toEqual({ name: 'Name is taken' });
    expect(latest.formError).toBeNull();
    expect(latest.submitting).toBe(false);
    expect($toasts.get()[0]).toMatchObject({
      title: 'Creation failed',
      description: 'Name is taken',
      variant: 'destructive',
    });
    expect(given.done).not.toHaveBeenCalled();
  });

  it('says a refusal that names no field inside the form, and the fallback body in the toast', async () => {
    const given = options({ initial: { name: 'Ada' }, send: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await mount(given);
    await submit();
    expect(latest.formError).toBe('Creation failed');
    expect($toasts.get()[0]).toMatchObject({ title: 'Creation failed', description: 'Try again' });
  });

  it('sends one request at a time', async () => {
    let answer: (text: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    await mount(options({ initial: { name: 'Ada' }, send }));
    await submitNoWait();
    expect(latest.submitting).toBe(true);
    await submitNoWait();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer('done'));
    expect(latest.submitting).toBe(true);
  });

  it('closes an edit that changes nothing without a request', async () => {
    const onUnchanged = vi.fn();
    const given = options({ check: () => UNCHANGED, onUnchanged });
    await mount(given);
    await submit();
    expect(onUnchanged).toHaveBeenCalledOnce();
    expect(given.send).not.toHaveBeenCalled();
  });

  it('lets a dialog say its refusals otherwise (a toast) instead of under the fields', async () => {
    const onInvalid = vi.fn();
    await mount(options({ onInvalid }));
    await submit();
    expect(onInvalid).toHaveBeenCalledWith(['name']);
    expect(latest.fieldErrors).toEqual({});
  });
});

describe('problemErrors', () => {
  it('names each refused field with its text', () => {
    expect(problemErrors(['a', 'b'], (problem) => `${problem}!`)).toEqual({ a: 'a!', b: 'b!' });
  });
});
