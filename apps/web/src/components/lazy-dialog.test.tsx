import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render.tsx';
import { lazyDialog } from './lazy-dialog.tsx';

interface DialogProps {
  readonly opened: boolean;
  readonly title: string;
}

function Dialog({ opened, title }: DialogProps) {
  return <div role="dialog">{opened ? `${title} (open)` : `${title} (closed)`}</div>;
}

/** A dialog whose code comes when the test says; like `import()`, every load is one promise. */
const setup = () => {
  let resolve: (component: typeof Dialog) => void = () => undefined;
  const code = new Promise<typeof Dialog>((done) => {
    resolve = done;
  });
  const load = vi.fn(() => code);
  const LazyDialog = lazyDialog(load, (props: DialogProps) => props.opened);
  return { load, LazyDialog, resolve: (component: typeof Dialog) => resolve(component) };
};

describe('lazyDialog', () => {
  it('draws nothing while closed, and the dialog once its code has come when it opens', async () => {
    const { LazyDialog, resolve } = setup();
    const view = render(<LazyDialog opened={false} title="New order" />);
    expect(screen.queryByRole('dialog')).toBeNull();

    view.rerender(<LazyDialog opened title="New order" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => resolve(Dialog));
    expect((await screen.findByRole('dialog')).textContent).toBe('New order (open)');

    // Closed again, it stays mounted (its closing transition plays) and hears that it closed.
    view.rerender(<LazyDialog opened={false} title="New order" />);
    expect(screen.getByRole('dialog').textContent).toBe('New order (closed)');
  });

  it('fetches its code when the browser is idle, before anyone opens it', async () => {
    vi.useFakeTimers();
    const idle = vi.fn((task: IdleRequestCallback) =>
      window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 }), 10),
    );
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', (id: number) => window.clearTimeout(id));
    try {
      const { LazyDialog, load } = setup();
      render(<LazyDialog opened={false} title="New order" />);
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(10));
      expect(idle).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('shows a loader when it opens before its code has come, once 300 ms have passed', async () => {
    vi.useFakeTimers();
    try {
      const { LazyDialog, resolve } = setup();
      renderWithTheme(<LazyDialog opened title="New order" />);
      expect(screen.queryByLabelText('Loading')).toBeNull();
      await act(async () => vi.advanceTimersByTime(300));
      expect(screen.getByLabelText('Loading')).toBeTruthy();
      vi.useRealTimers();
      await act(async () => resolve(Dialog));
      expect((await screen.findByRole('dialog')).textContent).toBe('New order (open)');
      expect(screen.queryByLabelText('Loading')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
