import { useLayoutEffect } from 'react';
import { useFormModalControls } from './form-modal-context.ts';

/**
 * For a form mounted inside a `FormModal` per opening (so each opening starts afresh): tells
 * the dialog whether the form holds unsaved input. Unmounting (the dialog closed) clears it.
 */
export function useFormModalDirty(dirty: boolean): void {
  const { reportDirty } = useFormModalControls();
  // A layout effect: the dialog knows before the next key press (an Escape typed right after
  // the last letter must ask too; a passive effect could land after it).
  useLayoutEffect(() => {
    reportDirty(dirty);
    return () => reportDirty(false);
  }, [dirty, reportDirty]);
}
