import { ALL_ROLES, isDistributorRole, type Role, roleLabel } from '@back-office/permissions';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { sameValues, UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { useRevealErrors } from '../../lib/use-reveal-errors.ts';
import { SubmitError } from './submit-error.tsx';
import {
  serverFieldErrors,
  type UserField,
  type UserFormErrors,
  type UserFormValues,
  userCreateSchema,
  userEditSchema,
} from './user-schema.ts';

export type UserFormOutput = z.output<typeof userCreateSchema>;

export interface UserFormProps {
  readonly mode: 'create' | 'edit';
  readonly initialValues: UserFormValues;
  readonly submitLabel: string;
  /** Saves; a rejection keeps every typed value and shows the server's answer. */
  readonly onSubmit: (values: UserFormOutput) => Promise<unknown>;
  readonly onCancel: () => void;
}

const STAFF_ROLES = ALL_ROLES.filter((role) => !isDistributorRole(role));
const DISTRIBUTOR_ROLES = ALL_ROLES.filter(isDistributorRole);

/**
 * Create or edit a user: name, email, (password on create), department, roles and the three
 * switches. zod validation, server errors on their fields, input kept after any failure.
 */
export function UserForm({ mode, initialValues, submitLabel, onSubmit, onCancel }: UserFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const { formRef, reveal } = useRevealErrors();

  const set = <K extends UserField>(name: K, value: UserFormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const text = (name: 'first_name' | 'last_name' | 'email' | 'password' | 'department') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });
  const toggle = (name: 'is_active' | 'is_verified' | 'is_mobile_enabled') => ({
    name,
    checked: values[name],
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      set(name, event.currentTarget.checked),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = mode === 'create' ? userCreateSchema : userEditSchema;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next: UserFormErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as UserField] ??= issue.message;
      setErrors(next);
      reveal();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      // Saved: the navigation that follows must not ask about unsaved changes.
      setSaved(true);
      await onSubmit(parsed.data);
    } catch (error) {
      setSaved(false);
      const fields = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error);
      reveal();
    } finally {
      setPending(false);
    }
  };

  const roleBox = (role: Role) => <Checkbox key={role} value={role} label={roleLabel(role)} />;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={submitLabel}
    >
      <UnsavedChangesGuard dirty={!saved && !sameValues(values, initialValues)} />
      <Stack gap="lg" maw={880}>
        {failure ? <SubmitError error={failure} /> : null}
        <Fieldset legend="Account">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required autoComplete="off" {...text('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...text('last_name')} />
            <TextInput label="Email" type="email" required autoComplete="off" {...text('email')} />
            <TextInput
              label="Department"
              placeholder="Warehouse (Midrand)"
              {...text('department')}
            />
            {mode === 'create' ? (
              <PasswordInput
                label="Password"
                required
                autoComplete="new-password"
                description="At least 8 characters with a letter and a digit, not containing the email name"
                {...text('password')}
              />
            ) : null}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Roles">
          <Checkbox.Group
            label="Assigned roles"
            description="A user may hold several roles; permissions add up."
            value={values.roles}
            onChange={(roles) => set('roles', roles as Role[])}
            error={errors.roles}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              <Stack gap="xs">{STAFF_ROLES.map(roleBox)}</Stack>
              <Stack gap="xs">{DISTRIBUTOR_ROLES.map(roleBox)}</Stack>
            </SimpleGrid>
          </Checkbox.Group>
        </Fieldset>
        <Fieldset legend="Access">
          <Stack gap="sm">
            <Switch
              label="Active"
              description="Inactive users cannot sign in; deactivating signs them out everywhere."
              {...toggle('is_active')}
            />
            <Switch
              label="Email verified"
              description="Vouch for the address (no verification email is sent)."
              {...toggle('is_verified')}
            />
            <Switch label="Mobile app enabled" {...toggle('is_mobile_enabled')} />
          </Stack>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
