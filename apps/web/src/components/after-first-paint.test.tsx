import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh module per test: whether a body has been drawn is kept for the life of the page. */
async function load() {
  vi.resetModules();
  return (await import('./after-first-paint.tsx')).AfterFirstPaint;
}

/** A page header that records, in the commit that first draws it, whether the body is drawn. */
function Header({ seen }: { readonly seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('body') !== null);
  }, [seen]);
  return <h1>Header</h1>;
}

/** A page of a header and a body; returns what the header saw in its first commit. */
function renderPage(AfterFirstPaint: Awaited<ReturnType<typeof load>>): boolean[] {
  const seen: boolean[] = [];
  render(
    <>
      <Header seen={seen} />
      <AfterFirstPaint>
        <p>body</p>
      </AfterFirstPaint>
    </>,
  );
  return seen;
}

describe('AfterFirstPaint', () => {
  it("leaves the body out of the page's first commit and draws it right after", async () => {
    const seen = renderPage(await load());
    expect(seen).toEqual([false]);
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('draws a later page in its first commit (a route change keeps its scroll position)', async () => {
    const AfterFirstPaint = await load();
    const first = render(
      <AfterFirstPaint>
        <p>first page</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('first page')).toBeTruthy();
    first.unmount();
    expect(renderPage(AfterFirstPaint)).toEqual([true]);
  });
});
