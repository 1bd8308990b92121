import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from './notify.tsx';
import { Notifications } from './toasts.tsx';

/** A drawer laid out on the right of a 1280 px window, 780 px wide. */
function openDrawer(): HTMLElement {
  const drawer = document.createElement('div');
  drawer.className = 'mantine-Drawer-content';
  Object.defineProperty(drawer, 'offsetWidth', { value: 780 });
  Object.defineProperty(drawer, 'offsetLeft', { value: 500 });
  document.body.append(drawer);
  return drawer;
}

describe('Notifications', () => {
  afterEach(() => {
    act(() => notifications.clean());
    for (const drawer of document.querySelectorAll('.mantine-Drawer-content')) drawer.remove();
  });

  it('moves a toast on screen beside a drawer that opens, drawing it once', async () => {
    // Mantine's real transitions (not the test environment's): a toast moved between Mantine's
    // position groups stays drawn in the old one while it fades out.
    render(
      <MantineProvider>
        <Notifications transitionDuration={250} />
      </MantineProvider>,
    );
    act(() => showToast({ kind: 'success', message: 'Imported DO-2026-0005 with 2 lines' }));
    const alerts = () =>
      document.querySelectorAll('[id="success:Imported DO-2026-0005 with 2 lines"]');
    await waitFor(() => expect(alerts()).toHaveLength(1));
    const root = () => alerts()[0]?.closest<HTMLElement>('.mantine-Notifications-root');
    expect(root()?.dataset.placement).toBe('bottom-center');

    act(() => {
      openDrawer();
    });
    await waitFor(() => expect(root()?.dataset.placement).toBe('bottom-left'));
    expect(alerts()).toHaveLength(1);
    expect(root()?.style.left).toBe('16px');
    expect(root()?.style.maxWidth).toBe('440px');
  });
});
