import type { Invoice } from '@back-office/api-client';
import { useApi } from '@back-office/hooks';
import { invoiceQueries, useUpdateInvoice } from '@back-office/hooks/invoices';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { z } from 'zod';
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
import { invoiceRules } from './invoice-status.tsx';

export const invoiceEditSchema = z.object({
  bill_to_name: z.string().trim().min(1, 'Enter who the invoice is addressed to').max(200),
  bill_to_address: z.string().trim().max(500, 'At most 500 characters'),
  bill_to_vat_number: z
    .string()
    .trim()
    .regex(/^(4\d{9})?$/, 'A South African VAT number is ten digits starting with 4'),
  due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a due date'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});

type Output = z.output<typeof invoiceEditSchema>;
type Values = z.input<typeof invoiceEditSchema>;

const LABELS: Record<keyof Values, string> = {
  bill_to_name: 'Bill to',
  bill_to_address: 'Bill-to address',
  bill_to_vat_number: 'Bill-to VAT number',
  due_date: 'Due date',
  notes: 'Notes',
};

/** An invoice as the edit form's values. */
function invoiceEditValues(invoice: Invoice): Values {
  return {
    bill_to_name: invoice.bill_to_name,
    bill_to_address: invoice.bill_to_address ?? '',
    bill_to_vat_number: invoice.bill_to_vat_number ?? '',
    due_date: invoice.due_date,
    notes: invoice.notes ?? '',
  };
}

/** The body of the fields the user changed (decision 043). */
function editBody(output: Output, changed: readonly (keyof Values)[]) {
  const body: {
    bill_to_name?: string;
    bill_to_address?: string | null;
    bill_to_vat_number?: string | null;
    due_date?: string;
    notes?: string | null;
  } = {};
  for (const field of changed) {
    if (field === 'bill_to_name' || field === 'due_date') body[field] = output[field];
    else body[field] = output[field] || null;
  }
  return body;
}

/**
 * Edits the recipient (name, address and VAT number, printed on the tax invoice: decisions 049,
 * 059) and the due date of a draft, and the notes (not on void invoices).
 * Only changed fields are sent: someone else's save of other fields is merged, a clash asks
 * (decision 043); a save by someone else while it is open is said at once. Typed values stay
 * after a refusal. Mount it when opened.
 */
export function EditInvoiceModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useUpdateInvoice();
  const versioned = useVersionedSave({
    record: invoice,
    toValues: invoiceEditValues,
    labels: LABELS,
    history: { resource: 'invoices', id: invoice.id },
    updatedAt: (current) => current.updated_at,
    reload: () => queryClient.fetchQuery(invoiceQueries.detail(api, invoice.id)),
  });
  return (
    <>
      <FormModal
        opened={opened}
        onClose={onClose}
        title={`Edit ${invoice.invoice_number}`}
        centered
      >
        <Stack gap="md">
          {versioned.notice}
          <EditInvoiceForm
            key={versioned.seed.key}
            draft={invoiceRules.canEditDraftFields(invoice.status)}
            initialValues={versioned.seed.values}
            typed={versioned.typed}
            onSubmit={async (output, values) => {
              const outcome = await versioned.save(values, (changed) =>
                update.mutateAsync({ id: invoice.id, body: editBody(output, changed) }),
              );
              if (outcome === 'open') return;
              if (outcome === 'saved') {
                showToast({ kind: 'success', message: `${invoice.invoice_number} updated` });
              }
              onClose();
            }}
          />
        </Stack>
      </FormModal>
      {versioned.dialog}
    </>
  );
}

function EditInvoiceForm({
  draft,
  initialValues,
  typed,
  onSubmit,
}: {
  draft: boolean;
  initialValues: Values;
  typed: RefObject<Values | null>;
  onSubmit: (output: Output, values: Values) => Promise<void>;
}) {
  const form = useSchemaForm(invoiceEditSchema, initialValues);
  useFormModalDirty(form.isDirty);
  typed.current = form.values;
  return (
    <form
      ref={form.formRef}
      aria-label="Edit invoice"
      noValidate
      onSubmit={form.submit((output) => onSubmit(output, form.values))}
    >
      <Stack gap="md">
        <TextInput
          label="Bill to"
          required
          disabled={!draft}
          description={draft ? undefined : 'Only a draft invoice can change who it is for.'}
          {...form.field('bill_to_name')}
        />
        <Textarea
          label="Bill-to address"
          description={
            draft
              ? "Printed on the tax invoice; leave empty for the consultant's address."
              : undefined
          }
          rows={3}
          disabled={!draft}
          {...form.field('bill_to_address')}
        />
        <TextInput
          label="Bill-to VAT number"
          description={draft ? 'Only when the recipient is registered for VAT.' : undefined}
          inputMode="numeric"
          maxLength={10}
          disabled={!draft}
          {...form.field('bill_to_vat_number')}
        />
        <DateField label="Due date" required disabled={!draft} {...form.field('due_date')} />
        <Textarea label="Notes" rows={2} {...form.field('notes')} />
        <SubmitError title="Invoice not updated" failure={form.failure} />
        <Group justify="flex-end">
          <FormModalCancel disabled={form.submitting} />
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
