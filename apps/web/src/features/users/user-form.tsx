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
import { type RefObject, useState } from 'react';
import type { z } from 'zod';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import type { FormSchema } from '../../lib/form/form-schema.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import {
  USER_SERVER_ROUTES,
  type UserFormValues,
  userCreateSchema,
  userEditSchema,
} from './user-schema.ts';

export type UserFormOutput = z.output<typeof userCreateSchema>;

export interface UserFormProps {
  readonly mode: 'create' | 'edit';
  readonly initialValues: UserFormValues;
  readonly submitLabel: string;
  /**
   * Saves, given the parsed values and the values as typed; a rejection keeps every typed value
   * and shows the server's answer; `false` means not saved yet (the form stays open as it is).
   */
  readonly onSubmit: (values: UserFormOutput, typed: UserFormValues) => Promise<unknown>;
  readonly onCancel: () => void;
  /** Holds the values as typed, for a page that takes someone else's save into the form. */
  readonly valuesRef?: RefObject<UserFormValues | null>;
}

const STAFF_ROLES = ALL_ROLES.filter((role) => !isDistributorRole(role));
const DISTRIBUTOR_ROLES = ALL_ROLES.filter(isDistributorRole);

/**
 * Create or edit a user: name, email, (password on create), department, roles and the three
 * switches. zod validation, server errors on their fields, input kept after any failure.
 */
export function UserForm({
  mode,
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  valuesRef,
}: UserFormProps) {
  const schema: FormSchema<UserFormOutput> = mode === 'create' ? userCreateSchema : userEditSchema;
  const form = useSchemaForm(schema, initialValues, { routes: USER_SERVER_ROUTES });
  const { values, errors, set, field: text, checkbox: toggle } = form;
  const [saved, setSaved] = useState(false);
  if (valuesRef) valuesRef.current = values;

  const save = async (output: UserFormOutput) => {
    // Saved: the navigation that follows must not ask about unsaved changes.
    setSaved(true);
    try {
      if ((await onSubmit(output, values)) === false) setSaved(false);
    } catch (error) {
      setSaved(false);
      throw error;
    }
  };

  const roleBox = (role: Role) => <Checkbox key={role} value={role} label={roleLabel(role)} />;

  return (
    <form ref={form.formRef} onSubmit={form.submit(save)} noValidate aria-label={submitLabel}>
      <UnsavedChangesGuard dirty={!saved && form.isDirty} />
      <Stack gap="lg" maw={880}>
        <SubmitError failure={form.failure} />
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
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
