import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    const burger = screen.getByTestId('navigation-toggle');
    fireEvent.click(burger);
    const nav = await within(sidebar).findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('opens a modal drawer: named, focus inside, the page behind inert; Escape gives focus back', async () => {
    phoneScreen();
    server.use(...sessionHandlers(makeUser(['supervisor'])));
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const burger = screen.getByTestId('navigation-toggle');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    burger.focus();
    await user.keyboard('{Enter}');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(burger.getAttribute('aria-controls')).toBe(drawer.id);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('footer')?.hasAttribute('inert')).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(burger.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).toBeNull();
    expect(document.activeElement).toBe(burger);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);

    // Its own Close button (a screen reader inside the modal drawer cannot reach the header's).
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(again).getByRole('button', { name: 'Close navigation' }));
    await waitFor(() => expect(document.activeElement).toBe(burger));
    vi.restoreAllMocks();
  });
});
