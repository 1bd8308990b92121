import { useAuth } from '@back-office/hooks/auth';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormError, messageOf, statusOf } from '../../lib/form/auth-form-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { AuthPage } from './auth-page.tsx';
import { registerSchema } from './schemas.ts';
import { useRegistrationOpen } from './use-registration-open.ts';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

/** Self-registration (§5): the §8 messages on failure, the typed values kept. */
export function RegisterForm() {
  const { register } = useAuth();
  const registrationOpen = useRegistrationOpen();
  const form = useSchemaForm(registerSchema, EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setError(null);
    setSubmitting(true);
    try {
      const { confirm_password: _confirm, ...body } = values;
      await register(body);
      setRegisteredEmail(values.email);
    } catch (failure) {
      // 403: the server has self-registration turned off (REGISTRATION=closed, decision 039).
      if (statusOf(failure) === 403) setClosed(true);
      else setError(messageOf(failure, 'Registration failed. Please try again.'));
    } finally {
      setSubmitting(false);
    }
  };

  if (closed || registrationOpen === false) {
    return (
      <AuthPage title="Registration is closed">
        <Text>
          Accounts for this back office are given out by an administrator. Ask your administrator
          for an account.
        </Text>
        <Anchor renderRoot={(props) => <Link to="/login" {...props} />}>Back to sign in</Anchor>
      </AuthPage>
    );
  }

  if (registeredEmail) {
    return (
      <AuthPage title="Check your email">
        <Text>
          Your account was created. We sent a verification link to{' '}
          <strong>{registeredEmail}</strong>.
        </Text>
        <Anchor renderRoot={(props) => <Link to="/login" {...props} />}>Back to sign in</Anchor>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Create an account">
      <form
        ref={form.formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Create an account"
      >
        <Stack gap="sm">
          <FormError message={error} />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              {...form.field('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              {...form.field('last_name')}
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters, with a letter and a digit"
            autoComplete="new-password"
            required
            {...form.field('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.field('confirm_password')}
          />
          <Group justify="space-between" mt="xs">
            <Anchor size="sm" renderRoot={(props) => <Link to="/login" {...props} />}>
              Already have an account? Sign in
            </Anchor>
            <Button type="submit" loading={submitting}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthPage>
  );
}
