import { type ReactElement, useCallback, useMemo, useState } from 'react';
import { ConfirmModal, type ConfirmOptions } from './confirm-modal.tsx';

/**
 * One confirmation modal per screen, opened with the action it guards.
 * Render `confirm.modal` once; call `confirm.ask(...)` from any button.
 *
 * @example
 * const confirm = useConfirm();
 * <Button onClick={() => confirm.ask({ title: 'Delete product', message: `Delete ${p.name}?`,
 *   confirmLabel: 'Delete', onConfirm: () => remove.mutateAsync(p.id) })}>Delete</Button>
 * {confirm.modal}
 */
export function useConfirm(): { ask: (options: ConfirmOptions) => void; modal: ReactElement } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const ask = useCallback((next: ConfirmOptions) => {
    setOptions(next);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const modal = useMemo(
    () => (
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={options?.title ?? ''}
        message={options?.message ?? ''}
        confirmLabel={options?.confirmLabel}
        dismissLabel={options?.dismissLabel}
        danger={options?.danger}
        focus={options?.focus}
        onConfirm={options?.onConfirm ?? (() => {})}
      />
    ),
    [opened, close, options],
  );
  return { ask, modal };
}
