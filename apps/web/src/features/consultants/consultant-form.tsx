import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type RefObject, useState } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import {
  ADDRESS_PATHS,
  CONSULTANT_STATUS_LABELS,
  CONSULTANT_STATUSES,
  type ConsultantFormOutput,
  type ConsultantFormValues,
  consultantSchema,
  PROVINCES,
} from './consultant-schema.ts';

export interface ConsultantFormProps {
  readonly initialValues: ConsultantFormValues;
  readonly submitLabel: string;
  /**
   * Saves, given the parsed values and the values as typed; a rejection keeps every typed value
   * and shows the server's answer; `false` means not saved yet (the form stays open as it is).
   */
  readonly onSubmit: (
    values: ConsultantFormOutput,
    typed: ConsultantFormValues,
  ) => Promise<unknown>;
  /** Holds the values as typed, for a page that takes someone else's save into the form. */
  readonly valuesRef?: RefObject<ConsultantFormValues | null>;
  readonly onCancel: () => void;
  /** The consultant number is assigned by the server when left blank on create. */
  readonly numberHint?: string;
}

/** Add and edit a consultant: zod validation, 422 field errors on their fields, input kept. */
export function ConsultantForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  numberHint,
  valuesRef,
}: ConsultantFormProps) {
  const form = useSchemaForm(consultantSchema, initialValues, {
    routes: { byPath: ADDRESS_PATHS },
  });
  const { values, errors, field: text, set } = form;
  const pending = form.submitting;
  const [saved, setSaved] = useState(false);
  if (valuesRef) valuesRef.current = values;

  const save = async (output: ConsultantFormOutput) => {
    // Saved: the navigation that follows must not ask about unsaved changes.
    setSaved(true);
    try {
      if ((await onSubmit(output, values)) === false) setSaved(false);
    } catch (error) {
      setSaved(false);
      throw error;
    }
  };

  return (
    <form ref={form.formRef} onSubmit={form.submit(save)} noValidate aria-label={submitLabel}>
      <UnsavedChangesGuard dirty={!saved && form.isDirty} />
      <Stack gap="lg" maw={880}>
        <SubmitError failure={form.failure} />
        <Fieldset legend="Consultant">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Consultant number"
              description={numberHint}
              {...text('consultant_number')}
            />
            <Select
              label="Status"
              required
              data={CONSULTANT_STATUSES.map((value) => ({
                value,
                label: CONSULTANT_STATUS_LABELS[value],
              }))}
              value={values.status || null}
              onChange={(value) => set('status', value ?? '')}
              error={errors.status}
              allowDeselect={false}
            />
            <TextInput label="First name" required autoComplete="off" {...text('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...text('last_name')} />
            <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
            <TextInput label="Phone" type="tel" placeholder="082 555 0199" {...text('phone')} />
            <TextInput
              label="ID number"
              inputMode="numeric"
              maxLength={13}
              {...text('id_number')}
            />
            <DateField
              label="Joined date"
              description="Today when left blank"
              {...text('joined_date')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Street address" required {...text('line1')} />
            <TextInput label="Suburb, complex or unit" {...text('line2')} />
            <TextInput label="City" required {...text('city')} />
            <Select
              label="Province"
              required
              placeholder="Choose a province"
              data={[...PROVINCES]}
              value={values.province || null}
              onChange={(value) => set('province', value ?? '')}
              error={errors.province}
              searchable
            />
            <TextInput
              label="Postal code"
              required
              inputMode="numeric"
              maxLength={4}
              {...text('postal_code')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Distribution">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Distributor" {...text('distributor')} />
            <TextInput label="Branch" {...text('branch')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} disabled={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
