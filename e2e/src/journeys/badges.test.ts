import { describe, expect, it } from 'vitest';
import { DEMO } from '../harness/app-page.ts';
import { useBrowser } from '../harness/journey.ts';
import { cutBadges, LIST_PAGES, openList } from '../harness/layout.ts';

describe('badges at 1400×900', () => {
  const browser = useBrowser();

  it('shows every badge of the list pages whole', async () => {
    const app = await browser.fresh();
    await app.page.setViewportSize({ width: 1400, height: 900 });
    await app.login(DEMO.admin);
    await app.closeToasts();
    const cut: string[] = [];
    for (const pathname of LIST_PAGES) {
      await openList(app, pathname);
      for (const text of await cutBadges(app)) cut.push(`${pathname}: ${text}`);
    }
    expect(cut).toEqual([]);
  });
});
