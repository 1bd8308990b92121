import { Button, TextInput } from '@mantine/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test-utils/render.tsx';
import { FormModal } from './form-modal.tsx';
import { FormModalCancel } from './form-modal-cancel.tsx';
import { useFormModalDirty } from './use-form-modal-dirty.ts';

/** A note form whose value lives beside the dialog (`dirty` prop) or inside it (the hook). */
function NoteDialog({ inside = false, onSave }: { inside?: boolean; onSave?: () => void }) {
  const [opened, setOpened] = useState(true);
  const [note, setNote] = useState('');
  const close = () => setOpened(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open</Button>
      <FormModal opened={opened} onClose={close} title="Add a note" dirty={!inside && note !== ''}>
        {inside ? (
          <InnerNote onSaved={close} />
        ) : (
          <>
            <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button
              onClick={() => {
                onSave?.();
                close();
              }}
            >
              Save
            </Button>
            <FormModalCancel />
          </>
        )}
      </FormModal>
    </>
  );
}

function InnerNote({ onSaved }: { onSaved: () => void }) {
  const [note, setNote] = useState('');
  useFormModalDirty(note !== '');
  return (
    <>
      <TextInput label="Note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
      <Button onClick={onSaved}>Save</Button>
      <FormModalCancel />
    </>
  );
}

const noteDialog = () => screen.queryByRole('dialog', { name: 'Add a note' });
const question = () => screen.findByRole('dialog', { name: 'Discard changes?' });

describe('FormModal', () => {
  it('closes a clean form at once on Escape', async () => {
    const { user } = renderWithTheme(<NoteDialog />);
    await user.click(within(noteDialog() as HTMLElement).getByLabelText('Note'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(noteDialog()).toBe(null));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBe(null);
  });

  it('asks on Escape while dirty: Keep editing keeps the text, Discard closes', async () => {
    const { user } = renderWithTheme(<NoteDialog />);
    await user.type(screen.getByLabelText('Note'), 'Call back on Monday');
    await user.keyboard('{Escape}');
    const ask = await question();
    const keep = within(ask).getByRole('button', { name: 'Keep editing' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    await user.click(keep);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBe(null),
    );
    expect(noteDialog()).not.toBe(null);
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Call back on Monday');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(noteDialog()).toBe(null));
  });

  it('does nothing on a click outside while dirty, and asks on the X', async () => {
    const { user } = renderWithTheme(<NoteDialog />);
    await user.type(screen.getByLabelText('Note'), 'x');
    fireEvent.click(document.querySelector('.mantine-Modal-overlay') as Element);
    expect(noteDialog()).not.toBe(null);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBe(null);
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(await question()).toBeTruthy();
  });

  it('closes without asking after a save', async () => {
    const onSave = vi.fn();
    const { user } = renderWithTheme(<NoteDialog onSave={onSave} />);
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(noteDialog()).toBe(null));
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBe(null);
  });

  it('hears a form mounted inside it, and forgets it once closed', async () => {
    const { user } = renderWithTheme(<NoteDialog inside />);
    fireEvent.click(document.querySelector('.mantine-Modal-overlay') as Element);
    await waitFor(() => expect(noteDialog()).toBe(null));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(noteDialog()).toBe(null));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(noteDialog()).toBe(null));
  });
});
