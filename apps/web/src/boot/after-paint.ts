// A second entry of the build (vite.config.ts), the only script of a page the server rendered
// (decision 034): the page is drawn from its HTML, so its code is fetched after that first
// paint rather than competing with the page's CSS for a slow connection. The API lists the
// page's scripts (the app's entry) and preloads in `#deferred-code`.

interface DeferredCode {
  readonly preloads: readonly string[];
  readonly scripts: readonly string[];
}

const element = document.getElementById('deferred-code');
const code = JSON.parse(element?.textContent || '{"preloads":[],"scripts":[]}') as DeferredCode;
element?.remove();

/**
 * Module preloads added per task. Adding one starts its fetch on the main thread: 2.4 ms here
 * (traced on /orders, decision 079), about 10 ms on Lighthouse's phone (a CPU 4 times slower).
 * A page's 50 or so in one task made one of the phone's longest tasks, and 8 a task still made
 * tasks of 80–140 ms there, so they go 3 at a time with the browser free in between.
 */
export const PRELOADS_PER_TASK = 3;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Adds the preloads, a slice per task; resolves once each has loaded (or failed). */
async function addPreloads(hrefs: readonly string[]): Promise<void> {
  const loaded: Promise<void>[] = [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      loaded.push(
        new Promise((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
      );
      document.head.append(link);
    }
  }
  await Promise.all(loaded);
}

async function load(): Promise<void> {
  // The app is imported once its modules are fetched and compiled (a preload's `load`), so
  // evaluating it does not also finish compiling them on the main thread: on a phone that made
  // the evaluation's task twice as long. A preload that failed is the import's to report.
  await addPreloads(code.preloads);
  // In the order the page named them, as the browser would have run them.
  for (const src of code.scripts) await import(/* @vite-ignore */ src);
}

/**
 * The page stays drawn but would answer nothing: says so, with a way to try again (the network
 * dropped a script, or a new release replaced the files between the page and its code).
 */
function showLoadFailure(): void {
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => location.reload());
  notice.append('This page could not finish loading, so its buttons do not work yet. ', reload);
  document.body.append(notice);
  reload.focus();
}

// A frame callback runs before the next paint; a task queued from it runs after that paint.
requestAnimationFrame(() => setTimeout(() => load().catch(showLoadFailure)));
