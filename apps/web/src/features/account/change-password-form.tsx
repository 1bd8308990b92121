import { useAuth } from '@back-office/hooks/auth';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { FormError, messageOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { changePasswordSchema } from './change-password-schema.ts';

/**
 * `POST /api/auth/change-password`. The policy is checked here first; the server's failures
 * are §8's "Current password is incorrect" (400) and "Failed to change password" (other).
 */
export function ChangePasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { changePassword } = useAuth();
  const schema = useMemo(() => changePasswordSchema(email), [email]);
  const form = useSchemaForm(schema, {
    current_password: '',
    new_password: '',
    confirm_password: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setError(null);
    setSubmitting(true);
    try {
      await changePassword(values.current_password, values.new_password);
      showToast({ kind: 'success', message: 'Password changed' });
      onChanged();
    } catch (failure) {
      setError(messageOf(failure, 'Failed to change password'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Change password"
    >
      {/* A change remounts the form (the page's key), so no "saved" flag is needed. */}
      <UnsavedChangesGuard dirty={form.isDirty} />
      <Stack gap="sm">
        <FormError message={error} />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          {...form.field('current_password')}
        />
        <PasswordInput
          label="New password"
          description="At least 8 characters, with a letter and a digit, not containing your email"
          autoComplete="new-password"
          required
          {...form.field('new_password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.field('confirm_password')}
        />
        <Text size="xs" c="dimmed">
          Your other sessions are signed out when the password changes.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
