import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckingAuthentication } from './checking-auth.tsx';

// The package's folder: vitest runs there (pnpm and turbo both run `vitest` in apps/web).
const indexHtml = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8');

describe('CheckingAuthentication', () => {
  it('draws the markup of index.html’s boot screen, so the app takes over without a change', () => {
    const template = /<template id="boot-screen">([\s\S]*?)<\/template>/.exec(indexHtml)?.[1];
    expect(template).toBeDefined();
    expect(renderToStaticMarkup(<CheckingAuthentication />)).toBe(template);
  });

  it('says what the specification says while the session is checked', () => {
    expect(renderToStaticMarkup(<CheckingAuthentication />)).toContain(
      '<p>Checking authentication...</p>',
    );
  });
});
