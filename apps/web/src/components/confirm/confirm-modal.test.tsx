import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { useConfirm } from './use-confirm.tsx';

function Deleter({
  onConfirm,
  focus,
}: {
  onConfirm: () => Promise<void>;
  focus?: 'confirm' | 'dismiss';
}) {
  const confirm = useConfirm();
  return (
    <>
      <Button
        onClick={() =>
          confirm.ask({
            title: 'Delete product',
            message: 'Delete Rooibos 250 g?',
            confirmLabel: 'Delete',
            onConfirm,
            focus,
          })
        }
      >
        Delete
      </Button>
      {confirm.modal}
    </>
  );
}

describe('useConfirm', () => {
  it('runs the action only after confirmation and then closes', async () => {
    const onConfirm = vi.fn(async () => {});
    const { user } = renderWithTheme(<Deleter onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    expect(dialog.textContent).toContain('Delete Rooibos 250 g?');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
  });

  it('does nothing on cancel and stays open when the action fails', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('boom');
    });
    const { user } = renderWithTheme(<Deleter onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Delete product' })).toBeTruthy();
  });

  it('focuses the safe choice first: Enter pressed by reflex deletes nothing', async () => {
    const onConfirm = vi.fn(async () => {});
    const { user } = renderWithTheme(<Deleter onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBe(null));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('focuses the action when a caller asks for it (useConfirm passes `focus` on)', async () => {
    const { user } = renderWithTheme(<Deleter onConfirm={async () => {}} focus="confirm" />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete product' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Delete' })),
    );
  });
});
