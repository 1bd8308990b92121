import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateField } from '../../components/date-field.tsx';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { type PeriodFormOutput, type PeriodFormValues, periodSchema } from './period-schema.ts';

export interface PeriodFormModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialValues: PeriodFormValues;
  readonly onClose: () => void;
  /** Saves; a rejection keeps every typed value and shows the server's answer. */
  readonly onSubmit: (values: PeriodFormOutput) => Promise<unknown>;
}

/** Create or edit a period: the one form pattern (`useSchemaForm`), input kept after a refusal. */
export function PeriodFormModal(props: PeriodFormModalProps) {
  const { opened, title, onClose } = props;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* Mounted per opening, so each opening starts from its initial values. */}
      {opened ? <PeriodForm {...props} /> : null}
    </FormModal>
  );
}

function PeriodForm({ initialValues, submitLabel, onSubmit }: PeriodFormModalProps) {
  const form = useSchemaForm(periodSchema, initialValues);
  useFormModalDirty(form.isDirty);
  const { field } = form;

  return (
    <form ref={form.formRef} onSubmit={form.submit(onSubmit)} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        <SubmitError failure={form.failure} />
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
          <FormModalCancel disabled={form.submitting} />
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
