import type { Period } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { periodQueries, useUpdatePeriod } from '@back-office/hooks/periods';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { DateField } from '../../components/date-field.tsx';
import {
  FormModal,
  FormModalCancel,
  useFormModalDirty,
} from '../../components/form-modal/index.ts';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import {
  type PeriodFormOutput,
  type PeriodFormValues,
  periodChangesBody,
  periodSchema,
  periodToForm,
} from './period-schema.ts';

export interface PeriodFormModalProps {
  readonly opened: boolean;
  readonly title: string;
  readonly submitLabel: string;
  readonly initialValues: PeriodFormValues;
  readonly onClose: () => void;
  /**
   * Saves, given the parsed values and the values as typed; a rejection keeps every typed value
   * and shows the server's answer; `false` keeps the form open as it is.
   */
  readonly onSubmit: (values: PeriodFormOutput, typed: PeriodFormValues) => Promise<unknown>;
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

const PERIOD_LABELS: Record<keyof PeriodFormValues, string> = {
  name: 'Name',
  description: 'Description',
  start_date: 'Start date',
  end_date: 'End date',
};

export interface EditPeriodModalProps {
  /** The period being edited; null while none is. */
  readonly period: Period | null;
  readonly onClose: () => void;
}

/**
 * Edits a period. Only the fields changed are sent; someone else's save of other fields is
 * merged, a clash asks, and their save while it is open is said at once (decision 043).
 */
export function EditPeriodModal({ period, onClose }: EditPeriodModalProps) {
  return (
    <FormModal
      opened={period !== null}
      onClose={onClose}
      title={period ? `Edit ${period.name}` : 'Edit period'}
      centered
      size="lg"
    >
      {period ? <EditPeriod period={period} onClose={onClose} /> : null}
    </FormModal>
  );
}

function EditPeriod({ period, onClose }: { period: Period; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdatePeriod();
  // The list row is what was opened; the cache's detail (a 412's `current`) is newer.
  const versioned = useVersionedSave({
    record: period,
    toValues: periodToForm,
    labels: PERIOD_LABELS,
    history: { resource: 'periods', id: period.id },
    updatedAt: (current) => current.updated_at,
    reload: () => queryClient.fetchQuery({ ...periodQueries.detail(api, period.id), staleTime: 0 }),
  });
  return (
    <Stack gap="md">
      {versioned.notice}
      <PeriodForm
        key={versioned.seed.key}
        opened
        title=""
        submitLabel="Save changes"
        initialValues={versioned.seed.values}
        typed={versioned.typed}
        onClose={onClose}
        onSubmit={async (output, values) => {
          const outcome = await versioned.save(values, (changed) =>
            update.mutateAsync({ id: period.id, body: periodChangesBody(output, changed) }),
          );
          if (outcome === 'open') return false;
          if (outcome === 'saved') showToast({ kind: 'success', message: `Saved ${output.name}` });
          onClose();
        }}
      />
      {versioned.dialog}
    </Stack>
  );
}

function PeriodForm({
  initialValues,
  submitLabel,
  onSubmit,
  typed,
}: PeriodFormModalProps & { readonly typed?: RefObject<PeriodFormValues | null> }) {
  const form = useSchemaForm(periodSchema, initialValues);
  useFormModalDirty(form.isDirty);
  if (typed) typed.current = form.values;
  const { field } = form;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit((output) => onSubmit(output, form.values))}
      noValidate
      aria-label={submitLabel}
    >
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
