import { useAuth } from '@back-office/hooks/auth';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormError, messageOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { AuthPage } from './auth-page.tsx';
import { resetPasswordSchema } from './schemas.ts';

/** Chooses a new password with the token from the reset email. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { resetPassword } = useAuth();
  const form = useSchemaForm(resetPasswordSchema, { password: '', confirm_password: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    if (!token) {
      setError('Invalid or expired reset token');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword(token, values.password);
      setDone(true);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to reset password'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthPage title="Choose a new password">
      {done ? (
        <Text role="status">Your password was changed. You can sign in with it now.</Text>
      ) : (
        <form
          ref={form.formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Choose a new password"
        >
          <Stack gap="sm">
            <FormError message={error} />
            <PasswordInput
              label="New password"
              description="At least 8 characters, with a letter and a digit"
              autoComplete="new-password"
              required
              {...form.field('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              {...form.field('confirm_password')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                Set new password
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <Anchor size="sm" renderRoot={(props) => <Link to="/login" {...props} />}>
        Back to sign in
      </Anchor>
    </AuthPage>
  );
}
