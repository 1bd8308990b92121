import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

/**
 * Fresh modules per test (which bodies were drawn is kept for the life of the page), and the
 * history whose latest navigation they follow.
 */
async function load() {
  vi.resetModules();
  const history = createMemoryHistory({ initialEntries: ['/products'] });
  (await import('../lib/history-traversal.ts')).followHistoryTraversals(history);
  return { AfterFirstPaint: (await import('./after-first-paint.tsx')).AfterFirstPaint, history };
}

/** A page header that records, in the commit that first draws it, whether the body is drawn. */
function Header({ seen }: { readonly seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('body') !== null);
  }, [seen]);
  return <h1>Header</h1>;
}

/** A page of a header and a body; returns what the header saw in its first commit. */
function renderPage(
  AfterFirstPaint: Awaited<ReturnType<typeof load>>['AfterFirstPaint'],
  page = 'products',
) {
  const seen: boolean[] = [];
  const view = render(
    <>
      <Header seen={seen} />
      <AfterFirstPaint page={page}>
        <p>body</p>
      </AfterFirstPaint>
    </>,
  );
  return { seen, unmount: view.unmount };
}

describe('AfterFirstPaint', () => {
  it("leaves the body out of the page's first commit and draws it right after", async () => {
    const { seen } = renderPage((await load()).AfterFirstPaint);
    expect(seen).toEqual([false]);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('draws a return through Back in its first commit (the router restores its scroll)', async () => {
    const { AfterFirstPaint, history } = await load();
    renderPage(AfterFirstPaint, 'products').unmount();
    history.push('/consultants');
    renderPage(AfterFirstPaint, 'consultants').unmount();
    history.back();
    expect(renderPage(AfterFirstPaint, 'products').seen).toEqual([true]);
  });

  it('leaves the body of a route change by a link out of its first commit, first visit or not', async () => {
    const { AfterFirstPaint, history } = await load();
    renderPage(AfterFirstPaint, 'products').unmount();
    history.push('/consultants');
    expect(renderPage(AfterFirstPaint, 'consultants').seen).toEqual([false]);
    cleanup();
    history.push('/products');
    expect(renderPage(AfterFirstPaint, 'products').seen).toEqual([false]);
    expect(screen.getByText('body')).toBeTruthy();
  });
});
