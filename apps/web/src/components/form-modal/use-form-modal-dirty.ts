import { useEffect } from 'react';
import { useFormModalControls } from './form-modal-context.ts';

/**
 * For a form mounted inside a `FormModal` per opening (so each opening starts afresh): tells
 * the dialog whether the form holds unsaved input. Unmounting (the dialog closed) clears it.
 */
export function useFormModalDirty(dirty: boolean): void {
  const { reportDirty } = useFormModalControls();
  useEffect(() => {
    reportDirty(dirty);
    return () => reportDirty(false);
  }, [dirty, reportDirty]);
}
