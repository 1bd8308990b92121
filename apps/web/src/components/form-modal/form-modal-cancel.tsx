import { Button, type ButtonProps } from '@mantine/core';
import { useFormModalControls } from './form-modal-context.ts';

/** The Cancel button of a `FormModal`: asks before discarding typed input. */
export function FormModalCancel({
  children = 'Cancel',
  ...props
}: Omit<ButtonProps, 'onClick' | 'variant'>) {
  const { requestClose } = useFormModalControls();
  return (
    <Button variant="default" onClick={requestClose} {...props}>
      {children}
    </Button>
  );
}
