import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theirChanges } from '../../lib/concurrency/changed-fields.ts';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';

const labels = { phone: 'Phone', email: 'Email', city: 'City' };
const loaded = { phone: '0821111111', email: 'a@example.co.za', city: 'Durban' };
const mine = { ...loaded, phone: '0829999999', email: 'b@example.co.za' };
const theirs = { ...loaded, phone: '0823333333', city: 'Cape Town' };
const changes = theirChanges(loaded, mine, theirs);

function renderDialog(onChoose = vi.fn()) {
  const view = renderWithTheme(
    <ConflictDialog
      opened
      changes={changes}
      labels={labels}
      savedBy={{ name: 'Thandi Nkosi', at: '2026-11-28T08:02:00Z' }}
      onChoose={onChoose}
    />,
  );
  return { ...view, onChoose };
}

describe('ConflictDialog', () => {
  it('shows, field by field, what the other person saved against what the form loaded and what the user typed', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this record' });
    expect(dialog.textContent).toContain('Saved by Thandi Nkosi on');
    expect(dialog.textContent).toContain('You both changed a field');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'PhoneBoth changed082111111108233333330829999999',
      'CityDurbanCape TownDurban',
    ]);
    // Email was changed only by this user: it is not theirs to show.
    expect(dialog.textContent).not.toContain('b@example.co.za');
  });

  it('moves the focus into the dialog, onto "Keep my changes"', async () => {
    renderDialog();
    const keep = await screen.findByRole('button', { name: 'Keep my changes' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
  });

  it('cancels on Escape and answers each choice', async () => {
    const { user, onChoose } = renderDialog();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onChoose).toHaveBeenLastCalledWith('cancel');
    await user.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(onChoose).toHaveBeenLastCalledWith('theirs');
    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    expect(onChoose).toHaveBeenLastCalledWith('mine');
  });
});
