import { STORAGE_KEYS } from '@back-office/hooks/storage';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test-utils/fixtures.ts';
import { renderApp } from '../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../test-utils/server.ts';

useMswServer();

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('theme', () => {
  it('keeps the chosen theme across a reload', async () => {
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const first = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(scheme()).toBe('light');
    await first.user.click(screen.getByRole('button', { name: /^Theme:/ }));
    await first.user.click(await screen.findByRole('menuitem', { name: 'Dark Executive' }));
    expect(scheme()).toBe('dark');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.theme) ?? 'null')).toBe('dark-executive');
    first.unmount();

    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(scheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark Executive' })).toBeTruthy();
  });

  it('offers the five themes of the specification', async () => {
    server.use(...sessionHandlers(makeUser(['readonly'])));
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: /^Theme:/ }));
    const names = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(names).toEqual([
      'Corporate Blue',
      'Emerald Finance',
      'Dark Executive',
      'Warm Neutral',
      'System',
    ]);
  });
});
