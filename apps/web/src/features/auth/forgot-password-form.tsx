import { useAuth } from '@back-office/hooks/auth';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormError, messageOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { AuthPage } from './auth-page.tsx';
import { forgotPasswordSchema } from './schemas.ts';

/** Asks for a password reset link (§8: 404 → no account; other → failed to send). */
export function ForgotPasswordForm() {
  const { forgotPassword } = useAuth();
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setError(null);
    setSubmitting(true);
    try {
      await forgotPassword(values.email);
      setSentTo(values.email);
    } catch (failure) {
      setError(messageOf(failure, 'Failed to send password reset email'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthPage title="Forgot password" subtitle="We will email you a link to choose a new password.">
      {sentTo ? (
        <Text role="status">
          If the address is registered, a reset link is on its way to <strong>{sentTo}</strong>.
        </Text>
      ) : (
        <form
          ref={form.formRef}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label="Forgot password"
        >
          <Stack gap="sm">
            <FormError message={error} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={submitting}>
                Send reset link
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
