// A second entry of the build (vite.config.ts), run before the app's entry only on a signed-in
// page whose HTML carries its first API answers (decision 030). It answers the app's first calls
// from them: the app's client calls `globalThis.fetch` at call time (`createAppApiClient`), so
// nothing of this is in the entry (the sign-in page's initial JS is unchanged).
import { answerFromPage, type PageData } from './answer-from-page.ts';

const element = document.getElementById('page-data');
if (element?.textContent) {
  try {
    const data = JSON.parse(element.textContent) as PageData;
    globalThis.fetch = answerFromPage(
      data,
      globalThis.fetch.bind(globalThis),
      location.origin,
      () => performance.now(),
    );
  } catch {
    // Unreadable data: the app calls the API itself.
  }
  element.remove();
}
