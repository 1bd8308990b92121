export {
  ConfirmModal,
  type ConfirmModalProps,
  type ConfirmOptions,
} from './confirm-modal.tsx';
export { useConfirm } from './use-confirm.tsx';
