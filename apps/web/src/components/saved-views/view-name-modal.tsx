import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { failureOf } from '../../lib/form/server-errors.ts';
import { FormModal, FormModalCancel } from '../form-modal/index.ts';

/** The longest name a saved view takes (the contract's `SavedViewName`). */
export const VIEW_NAME_MAX = 60;

export interface ViewNameModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialName: string;
  readonly onClose: () => void;
  /**
   * Saves the name; a rejection (a duplicate name, the limit) is shown under the field. It
   * resolves to `'open'` to keep the dialog open (a conflict the user cancelled or settled
   * by taking the other person's name).
   */
  readonly onSubmit: (name: string) => Promise<unknown>;
}

/** Asks for a saved view's name: when saving a view, and when renaming one. */
export function ViewNameModal(props: ViewNameModalProps) {
  const { opened, title, submitLabel, initialName, onClose, onSubmit } = props;
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setName(initialName);
      setError(null);
    }
  }, [opened, initialName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setError('Enter a name');
    setBusy(true);
    try {
      if ((await onSubmit(trimmed)) !== 'open') onClose();
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      dirty={name !== initialName}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={VIEW_NAME_MAX}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <FormModalCancel />
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
