import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs the after-paint entry over a page whose deferred code is `scripts`. */
async function runAfterPaint(scripts: string[], preloads: string[] = []) {
  document.body.innerHTML = `<div id="root"><h1>Products</h1></div><script type="application/json" id="deferred-code">${JSON.stringify({ preloads, scripts })}</script>`;
  vi.resetModules();
  return import('./after-paint.ts');
}

describe('after-paint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  });

  it('adds the module preloads a few per task, not all in one long task', async () => {
    const added: number[] = [];
    const observer = new MutationObserver((records) => {
      added.push(records.reduce((sum, record) => sum + record.addedNodes.length, 0));
    });
    observer.observe(document.head, { childList: true });
    const preloads = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    const { PRELOADS_PER_TASK } = await runAfterPaint([], preloads);
    await vi.waitFor(() => {
      expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(20);
    });
    observer.disconnect();
    expect(PRELOADS_PER_TASK).toBe(3);
    expect(added).toEqual([3, 3, 3, 3, 3, 3, 2]);
    const first = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    expect(first?.getAttribute('href')).toBe('/assets/chunk-0.js');
  });

  it('says the page could not finish loading, with Reload, when its code fails to load', async () => {
    await runAfterPaint(['/assets/missing-release-1.js']);
    const alert = await vi.waitFor(() => screen.getByRole('alert'), { timeout: 5000 });
    expect(alert.textContent).toContain('This page could not finish loading');
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(document.activeElement).toBe(reload);
    // The page as drawn stays.
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy();
  });

  it("imports the app's code only once every preload has loaded or failed", async () => {
    await runAfterPaint(['/assets/missing-release-1.js'], ['/assets/a-1.js', '/assets/b-1.js']);
    const [first, second] = await vi.waitFor(() => {
      const links = document.head.querySelectorAll('link[rel="modulepreload"]');
      expect(links).toHaveLength(2);
      return [...links];
    });
    first?.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not imported yet: its failure would show.
    expect(screen.queryByRole('alert')).toBeNull();
    second?.dispatchEvent(new Event('error'));
    await vi.waitFor(() => screen.getByRole('alert'), { timeout: 5000 });
  });

  it('says nothing when the code loads', async () => {
    await runAfterPaint([]);
    // After the frame and the task the load runs in.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
