import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The failure of the last submit of a sign-in or account form, in the words of §8 (a message,
 * not the field-level `SubmitError`: these forms' refusals name no field).
 */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      data-testid="form-error"
    >
      {message}
    </Alert>
  );
}

/** The §8 message of a failed auth action (`AuthError.message`), or a generic one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * The HTTP status of a failed auth action (`AuthError.status`), read by shape: importing the
 * class would pull the hooks' error module into a chunk of its own on /login (bundle budget).
 */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
