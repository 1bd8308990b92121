import { Modal, type ModalProps } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmModal } from '../confirm/confirm-modal.tsx';
import { FormModalContext, type FormModalControls } from './form-modal-context.ts';

export interface FormModalProps extends ModalProps {
  /**
   * True while the form holds input that is not saved. A form mounted inside the dialog (per
   * opening) may report it with `useFormModalDirty` instead.
   */
  readonly dirty?: boolean;
}

/**
 * Mantine's `Modal` for a form: while the form is dirty a click outside does nothing, and
 * Escape, the X or `FormModalCancel` ask "Discard changes?" ("Keep editing" is focused first).
 * A clean form closes at once. A save closes by calling the caller's own `onClose`, which
 * never asks. Use `FormModalCancel` for the Cancel button.
 *
 * @example
 * <FormModal opened={opened} onClose={close} title="Edit invoice" dirty={form.isDirty}>
 *   <form>… <FormModalCancel disabled={form.submitting} /> …</form>
 * </FormModal>
 */
export function FormModal({ dirty = false, onClose, children, ...props }: FormModalProps) {
  const [reported, setReported] = useState(false);
  const [asking, setAsking] = useState(false);
  const unsaved = dirty || reported;
  const requestClose = useCallback(() => {
    if (unsaved) setAsking(true);
    else onClose();
  }, [unsaved, onClose]);
  const controls = useMemo<FormModalControls>(
    () => ({ requestClose, reportDirty: setReported }),
    [requestClose],
  );
  return (
    <FormModalContext.Provider value={controls}>
      {/* The stack gives Escape and the focus to the top dialog only: the Escape that asks
          does not also answer the question. */}
      <Modal.Stack>
        <Modal {...props} stackId="form" onClose={requestClose} closeOnClickOutside={!unsaved}>
          {children}
        </Modal>
        <ConfirmModal
          stackId="discard"
          opened={asking}
          onClose={() => setAsking(false)}
          title="Discard changes?"
          message="What you typed in this form is not saved. If you discard it, it is lost."
          confirmLabel="Discard"
          dismissLabel="Keep editing"
          focus="dismiss"
          onConfirm={() => {
            setReported(false);
            onClose();
          }}
        />
      </Modal.Stack>
    </FormModalContext.Provider>
  );
}
