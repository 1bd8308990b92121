export { FormModal, type FormModalProps } from './form-modal.tsx';
export { FormModalCancel } from './form-modal-cancel.tsx';
export { useFormModalDirty } from './use-form-modal-dirty.ts';
