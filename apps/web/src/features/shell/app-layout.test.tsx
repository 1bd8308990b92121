import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-utils/fixtures.ts';
import { phoneScreen } from '../../test-utils/phone-screen.ts';
import { renderApp } from '../../test-utils/render.tsx';
import { server, sessionHandlers, useMswServer } from '../../test-utils/server.ts';

useMswServer();

describe('the shell on a phone', () => {
  it('draws the off-screen sidebar only once it is opened', async () => {
    phoneScreen();
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    // The burger (hidden from `sm` up by a class the test DOM applies its own way) by its label.
    const burger = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Open navigation"]',
    );
    if (!burger) throw new Error('no "Open navigation" button');
    fireEvent.click(burger);
    const nav = await within(sidebar).findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toBeTruthy();
    vi.restoreAllMocks();
  });
});
