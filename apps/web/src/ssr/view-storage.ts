import { browserStorage, type KeyValueStorage } from '@back-office/hooks/storage';
import { STORED_KEYS, writeViewCookie } from './view.ts';

const followed: readonly string[] = STORED_KEYS;

/**
 * Local storage that keeps the view cookie in step with the stored values a page's first render
 * reads (theme, sidebar, selected period), so the next page the browser asks for is drawn by the
 * server for the view it will find (decision 034). A cookie written when the page hides arrives
 * a page late: the browser sends the next page's request before the old page hides.
 */
export const viewStorage: KeyValueStorage = {
  getItem: (key) => browserStorage()?.getItem(key) ?? null,
  setItem: (key, value) => {
    browserStorage()?.setItem(key, value);
    if (followed.includes(key)) writeViewCookie();
  },
  removeItem: (key) => {
    browserStorage()?.removeItem(key);
    if (followed.includes(key)) writeViewCookie();
  },
};
