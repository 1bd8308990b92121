import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../components/date-field.tsx';
import { validationErrors } from '../../lib/validation-errors.ts';
import { type PeriodFormOutput, type PeriodFormValues, periodSchema } from './period-schema.ts';
import { SubmitError } from './submit-error.tsx';

type Field = keyof PeriodFormValues;
type Errors = Partial<Record<Field, string>>;

export interface PeriodFormModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialValues: PeriodFormValues;
  readonly onClose: () => void;
  /** Saves; a rejection keeps every typed value and shows the server's answer. */
  readonly onSubmit: (values: PeriodFormOutput) => Promise<unknown>;
}

/** Create or edit a period: zod validation, 422 field errors on their fields, input kept. */
export function PeriodFormModal(props: PeriodFormModalProps) {
  const { opened, title, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* Mounted per opening, so each opening starts from its initial values. */}
      {opened ? <PeriodForm {...props} /> : null}
    </Modal>
  );
}

function PeriodForm({ initialValues, submitLabel, onClose, onSubmit }: PeriodFormModalProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = periodSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const fields: Errors = {};
      for (const [path, message] of Object.entries(validationErrors(error))) {
        if (path in values) fields[path as Field] = message;
      }
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {failure ? <SubmitError error={failure} /> : null}
        <TextInput
          label="Name"
          required
          placeholder="December 2026"
          data-autofocus
          {...field('name')}
        />
        <Textarea label="Description" rows={3} {...field('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField label="Start date" required {...field('start_date')} />
          <DateField label="End date" required {...field('end_date')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
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
