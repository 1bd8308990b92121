import { useAuth } from '@back-office/hooks/auth';
import { Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormError, messageOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { AuthPage } from './auth-page.tsx';
import { resendSchema } from './schemas.ts';

type Status = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * Verifies the email with the token from the link (once), and offers to resend the link
 * (toast `Verification email sent successfully!`; 429 → wait message).
 */
export function VerifyEmail({ token, email }: { token?: string; email?: string }) {
  const { verifyEmail, resendVerification } = useAuth();
  const [status, setStatus] = useState<Status>(token ? 'verifying' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useSchemaForm(resendSchema, { email: email ?? '' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyEmail(token).then(
      () => setStatus('verified'),
      (failure: unknown) => {
        setError(messageOf(failure, 'Email verification failed'));
        setStatus('failed');
      },
    );
  }, [token, verifyEmail]);

  const resend = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setResendError(null);
    setSending(true);
    try {
      await resendVerification(values.email);
    } catch (failure) {
      setResendError(messageOf(failure, 'Failed to send verification email'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPage title="Verify your email">
      {status === 'verifying' ? (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Verifying your email address…</Text>
        </Group>
      ) : null}
      {status === 'verified' ? (
        <Text role="status">Your email address is verified. You can sign in now.</Text>
      ) : null}
      <FormError message={error} />
      {status !== 'verified' && status !== 'verifying' ? (
        <form
          ref={form.formRef}
          onSubmit={(event) => void resend(event)}
          noValidate
          aria-label="Resend verification email"
        >
          <Stack gap="sm">
            <Text size="sm">Need a new link? We will send it to your email address.</Text>
            <FormError message={resendError} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={sending}>
                Resend verification email
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      <Anchor size="sm" renderRoot={(props) => <Link to="/login" {...props} />}>
        Back to sign in
      </Anchor>
    </AuthPage>
  );
}
