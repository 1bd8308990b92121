import { createContext, useContext } from 'react';

export interface FormModalControls {
  /** Closes the dialog, first asking "Discard changes?" while the form is dirty. */
  readonly requestClose: () => void;
  /** A form mounted inside the dialog says whether it holds unsaved input. */
  readonly reportDirty: (dirty: boolean) => void;
}

export const FormModalContext = createContext<FormModalControls | null>(null);

export function useFormModalControls(): FormModalControls {
  const controls = useContext(FormModalContext);
  if (!controls) throw new Error('Render this inside a <FormModal>');
  return controls;
}
