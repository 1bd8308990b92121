import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { sameValues, UnsavedChangesGuard } from '../../components/unsaved-changes-guard.tsx';
import { failureOf } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useRevealErrors } from '../../lib/use-reveal-errors.ts';
import { validationErrors } from '../../lib/validation-errors.ts';
import {
  CONSULTANT_STATUSES,
  type ConsultantFormOutput,
  type ConsultantFormValues,
  consultantSchema,
  formFieldOf,
  PROVINCES,
  STATUS_LABELS,
} from './consultant-schema.ts';

type Field = keyof ConsultantFormValues;
type Errors = Partial<Record<Field, string>>;

export interface ConsultantFormProps {
  readonly initialValues: ConsultantFormValues;
  readonly submitLabel: string;
  /** Saves; a rejection keeps every typed value and shows the server's answer. */
  readonly onSubmit: (values: ConsultantFormOutput) => Promise<unknown>;
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
}: ConsultantFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const { formRef, reveal } = useRevealErrors();
  const [saved, setSaved] = useState(false);

  const set = (name: Field, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const text = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = consultantSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (typeof key === 'string' && key in values && !next[key as Field]) {
          next[key as Field] = issue.message;
        }
      }
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
      const fields: Errors = {};
      let unmapped = false;
      for (const [path, message] of Object.entries(validationErrors(error))) {
        const field = formFieldOf(path);
        if (field) fields[field] = message;
        else unmapped = true;
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0 || unmapped) setFailure(error);
      reveal();
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={submitLabel}
    >
      <UnsavedChangesGuard dirty={!saved && !sameValues(values, initialValues)} />
      <Stack gap="lg" maw={880}>
        <SubmitError failure={failure ? failureOf(failure) : null} />
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
              data={CONSULTANT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
              value={values.status || null}
              onChange={(value) => set('status', value ?? '')}
              error={errors.status}
              allowDeselect={false}
            />
            <TextInput label="First name" required autoComplete="off" {...text('first_name')} />
            <TextInput label="Last name" required autoComplete="off" {...text('last_name')} />
            <TextInput label="Email" type="email" autoComplete="off" {...text('email')} />
            <TextInput label="Phone" type="tel" placeholder="+27821234567" {...text('phone')} />
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
