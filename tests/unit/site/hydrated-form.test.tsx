// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedForm } from '../../../site/islands/forms/HydratedForm.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const form = (
  <HydratedForm aria-label="probe">
    <input name="firstName" />
  </HydratedForm>
);

describe('HydratedForm', () => {
  it('renders its controls disabled on the server, so nothing typed before hydration is lost', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(container.querySelector('form')?.dataset.hydrated).toBe('false');
  });

  it('enables them once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('form')?.dataset.hydrated).toBe('true');
  });
});
