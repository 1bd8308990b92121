import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerDrawnForm } from './use-server-drawn-form.ts';

const NAMES = ['email'] as const;

/** What each render of `Form` returned: whether the form was the app's. */
let renders: boolean[] = [];

/** A controlled field, its state shown beside it, and a button that waits for the app. */
function Form() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [email, setEmail] = useState('');
  const ready = useServerDrawnForm(formRef, NAMES, (_name, value) => setEmail(value));
  renders.push(ready);
  return (
    <form ref={formRef}>
      <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
      <button type="submit" disabled={!ready}>
        Sign in
      </button>
    </form>
  );
}

const container = () => {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
};
const button = (root: HTMLElement) => root.querySelector('button') as HTMLButtonElement;
const input = (root: HTMLElement) => root.querySelector('input') as HTMLInputElement;

describe('useServerDrawnForm (decision 077)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    renders = [];
  });

  it("waits in the server's HTML, then takes what was typed before the app ran", async () => {
    const root = container();
    root.innerHTML = renderToString(<Form />);
    expect(button(root).disabled).toBe(true);
    renders = [];
    // Typed (or autofilled) while the page's code was on its way.
    input(root).value = 'staff@example.com';
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(renders[0]).toBe(false);
    expect(button(root).disabled).toBe(false);
    expect(input(root).value).toBe('staff@example.com');
    expect(root.querySelector('output')?.textContent).toBe('staff@example.com');
  });

  it('is ready at once in a page the browser draws itself, and changes nothing', async () => {
    const root = container();
    await act(async () => {
      createRoot(root).render(<Form />);
    });
    // Its first render is ready: the button never shows disabled.
    expect(renders).toEqual([true]);
    expect(input(root).value).toBe('');
    expect(root.querySelector('output')?.textContent).toBe('');
  });
});
