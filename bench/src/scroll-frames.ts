import type { Page } from 'playwright-core';

/** What one scroll run saw. */
export interface ScrollRun {
  deltas: number[];
  /** The most `tbody tr` rows in the DOM at any frame (virtualisation keeps it small). */
  domRows: number;
  height: number;
  reachedEnd: boolean;
}

/**
 * Scrolls the page's main scroll area (the element with the most scrollable height) by `step`
 * px per animation frame to the end and returns the requestAnimationFrame deltas.
 */
export async function scrollFrames(page: Page, step: number): Promise<ScrollRun> {
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`: define it in the page.
  await page.evaluate('window.__name = (f) => f');
  return page.evaluate(async (px) => {
    const candidates = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => {
      const overflow = getComputedStyle(el).overflowY;
      return (overflow === 'auto' || overflow === 'scroll') && el.scrollHeight > el.clientHeight;
    });
    candidates.sort((a, b) => b.scrollHeight - a.scrollHeight);
    const area = candidates[0] ?? document.scrollingElement;
    if (!area) return { deltas: [], domRows: 0, height: 0, reachedEnd: false };
    const deltas: number[] = [];
    let domRows = 0;
    await new Promise<void>((resolve) => {
      let last = 0;
      const frame = (now: number) => {
        if (last) deltas.push(now - last);
        last = now;
        domRows = Math.max(domRows, area.querySelectorAll('tbody tr').length);
        const end = area.scrollTop + area.clientHeight >= area.scrollHeight - 1;
        if (end || deltas.length >= 3000) return resolve();
        area.scrollTop += px;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    return {
      deltas,
      domRows,
      height: area.scrollHeight,
      reachedEnd: area.scrollTop + area.clientHeight >= area.scrollHeight - 1,
    };
  }, step);
}

/** A static 1 000-row table in a scroll area: the browser's own floor, without the app. */
export function staticTableHtml(rows: number): string {
  const cells = (i: number) =>
    [
      `SCROLL-${i}`,
      `Marula & Shea Body Butter ${i} ml`,
      'Body care',
      'R 129.50',
      'each',
      `${i % 60}`,
    ]
      .map((c) => `<td style="padding:8px;border-bottom:1px solid #ddd">${c}</td>`)
      .join('');
  const body = Array.from({ length: rows }, (_, i) => `<tr style="height:41px">${cells(i)}</tr>`);
  return `<!doctype html><body style="margin:0;font-family:sans-serif"><div style="height:700px;overflow:auto"><table style="width:100%;border-collapse:collapse"><tbody>${body.join('')}</tbody></table></div></body>`;
}
