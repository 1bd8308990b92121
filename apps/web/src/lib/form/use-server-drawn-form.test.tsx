import { act, useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerDrawnForm } from './use-server-drawn-form.ts';

const NAMES = ['email'] as const;

/** A controlled field, its state shown beside it, and a button that waits for the app. */
function Form() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [email, setEmail] = useState('');
  const ready = useServerDrawnForm(formRef, NAMES, (_name, value) => setEmail(value));
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
  });

  it("waits in the server's HTML, then takes what was typed before the app ran", async () => {
    const root = container();
    root.innerHTML = renderToString(<Form />);
    expect(button(root).disabled).toBe(true);
    // Typed (or autofilled) while the page's code was on its way.
    input(root).value = 'staff@example.com';
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    expect(button(root).disabled).toBe(false);
    expect(input(root).value).toBe('staff@example.com');
    expect(root.querySelector('output')?.textContent).toBe('staff@example.com');
  });

  it('is ready at once in a page the browser draws itself, and changes nothing', async () => {
    const root = container();
    const buttons: boolean[] = [];
    const observer = new MutationObserver(() => buttons.push(button(root)?.disabled ?? true));
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    await act(async () => {
      createRoot(root).render(<Form />);
    });
    observer.disconnect();
    expect(buttons.every((disabled) => !disabled)).toBe(true);
    expect(input(root).value).toBe('');
    expect(root.querySelector('output')?.textContent).toBe('');
  });
});
