import { useAuth } from '@back-office/hooks/auth';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError, messageOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { useServerDrawnForm } from '../../lib/form/use-server-drawn-form.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { AuthPage } from './auth-page.tsx';
import { loginSchema } from './login-schema.ts';
import { preloadSignedInArea } from './preload-signed-in-area.ts';
import { RegisterLink } from './register-link.tsx';

const FIELDS = ['email', 'password'] as const;

/**
 * Sign in. On success the hooks toast `Welcome back, {name}!` and the app sends the user to
 * the remembered origin; on failure the §8 message shows and the typed values stay. The code of
 * that origin is fetched while the page is idle, so the app leaves the card for the page's
 * skeleton at once (decision 053).
 */
export function LoginForm() {
  const { login } = useAuth();
  const router = useRouter();
  const { redirect } = useSearch({ from: '/login' });
  useEffect(
    () =>
      whenIdle(() => preloadSignedInArea(router, router.options.context.queryClients, redirect)),
    [router, redirect],
  );
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  // The server draws this page for a returning visitor (decision 077).
  const ready = useServerDrawnForm(form.formRef, FIELDS, form.set);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setError(null);
    setSubmitting(true);
    try {
      await login(values.email, values.password);
    } catch (failure) {
      setError(messageOf(failure, 'Login failed. Please try again.'));
      setSubmitting(false);
    }
  };

  return (
    <AuthPage title="Sign in" subtitle="Use your work email address and password.">
      <form
        ref={form.formRef}
        onSubmit={(event) => void submit(event)}
        // Sent by the app; were the browser to send it, the password stays out of the address.
        method="post"
        noValidate
        aria-label="Sign in"
      >
        <Stack gap="sm">
          <FormError message={error} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.field('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <Group justify="space-between" mt="xs">
            <Anchor
              size="sm"
              renderRoot={(props) => <Link to="/auth/forgot-password" {...props} />}
            >
              Forgot password?
            </Anchor>
            <Button type="submit" loading={submitting} disabled={!ready}>
              Sign in
            </Button>
          </Group>
          <RegisterLink />
        </Stack>
      </form>
    </AuthPage>
  );
}
