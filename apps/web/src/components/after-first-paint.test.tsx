import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../theme/theme-provider.tsx';

/** Fresh modules per test, and the history whose latest navigation they follow. */
async function load() {
  vi.resetModules();
  const history = createMemoryHistory({ initialEntries: ['/products'] });
  (await import('../lib/history-traversal.ts')).followHistoryTraversals(history);
  return { AfterFirstPaint: (await import('./after-first-paint.tsx')).AfterFirstPaint, history };
}

/** What stands below the header: the body, its skeleton, or nothing. */
type Below = 'body' | 'skeleton' | 'nothing';

/** A page header that records, in the commit that first draws it, what is drawn below it. */
function Header({ seen }: { readonly seen: Below[] }) {
  useLayoutEffect(() => {
    if (screen.queryByText('body') !== null) seen.push('body');
    else seen.push(screen.queryByTestId('page-skeleton') === null ? 'nothing' : 'skeleton');
  }, [seen]);
  return <h1>Header</h1>;
}

/** A page of a header and a body; returns what the header saw in its first commit. */
function renderPage(
  AfterFirstPaint: Awaited<ReturnType<typeof load>>['AfterFirstPaint'],
  page = 'products',
) {
  const seen: Below[] = [];
  const view = render(
    <AppThemeProvider env="test">
      <Header seen={seen} />
      <AfterFirstPaint page={page}>
        <p>body</p>
      </AfterFirstPaint>
    </AppThemeProvider>,
  );
  return { seen, unmount: view.unmount };
}

describe('AfterFirstPaint', () => {
  it("draws the body's skeleton in the page's first commit and the body right after", async () => {
    const { seen } = renderPage((await load()).AfterFirstPaint);
    expect(seen).toEqual(['skeleton']);
    expect(screen.getByText('body')).toBeTruthy();
    expect(screen.queryByTestId('page-skeleton')).toBeNull();
  });

  it('draws a return through Back as a link does: the skeleton first, then the body', async () => {
    const { AfterFirstPaint, history } = await load();
    renderPage(AfterFirstPaint, 'products').unmount();
    history.push('/consultants');
    renderPage(AfterFirstPaint, 'consultants').unmount();
    history.back();
    expect(renderPage(AfterFirstPaint, 'products').seen).toEqual(['skeleton']);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('leaves the body of a route change by a link out of its first commit, first visit or not', async () => {
    const { AfterFirstPaint, history } = await load();
    renderPage(AfterFirstPaint, 'products').unmount();
    history.push('/consultants');
    expect(renderPage(AfterFirstPaint, 'consultants').seen).toEqual(['skeleton']);
    cleanup();
    history.push('/products');
    expect(renderPage(AfterFirstPaint, 'products').seen).toEqual(['skeleton']);
    expect(screen.getByText('body')).toBeTruthy();
  });
});
