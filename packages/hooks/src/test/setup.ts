import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// waitFor gives up after 10 s instead of 1 s, for loaded machines; what never happens still fails.
configure({ asyncUtilTimeout: 10_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
