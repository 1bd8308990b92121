import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// React reports every error a route boundary catches; Access Denied is such an error by
// design (ForbiddenError), so those reports are dropped to keep the output readable.
beforeAll(() => {
  const original = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('ForbiddenError') || text.includes('Access denied:')) return;
    original(...args);
  });
});

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea waits on `document.fonts`.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  const fonts = { ready: Promise.resolve(), addEventListener() {}, removeEventListener() {} };
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
}

// findBy/waitFor give up after 10 s instead of 1 s: on a loaded 2-core machine (CI, or several
// suites at once) the first render of the whole app (lazy chunks, mocked calls) has taken over
// 5 s. A missing element still fails the test, only later. Tests do not pass shorter timeouts.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
