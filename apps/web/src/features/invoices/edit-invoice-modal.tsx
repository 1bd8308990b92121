import type { Invoice } from '@back-office/api-client';
import { useUpdateInvoice } from '@back-office/hooks';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { showToast } from '../../lib/notify.tsx';
import { invoiceRules } from './invoice-status.tsx';

export const invoiceEditSchema = z.object({
  bill_to_name: z.string().trim().min(1, 'Enter who the invoice is addressed to').max(200),
  due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a due date'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});

type Output = z.output<typeof invoiceEditSchema>;

/**
 * Edits the bill-to name and due date (drafts only) and the notes (not on void invoices).
 * Only changed fields are sent; typed values stay after a refusal. Mount it when opened.
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
  const draft = invoiceRules.canEditDraftFields(invoice.status);
  const form = useSchemaForm(invoiceEditSchema, {
    bill_to_name: invoice.bill_to_name,
    due_date: invoice.due_date,
    notes: invoice.notes ?? '',
  });
  const update = useUpdateInvoice();
  const save = async (output: Output) => {
    const body: { bill_to_name?: string; due_date?: string; notes?: string | null } = {};
    if (draft && output.bill_to_name !== invoice.bill_to_name) {
      body.bill_to_name = output.bill_to_name;
    }
    if (draft && output.due_date !== invoice.due_date) body.due_date = output.due_date;
    if (output.notes !== (invoice.notes ?? '')) body.notes = output.notes || null;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    await update.mutateAsync({ id: invoice.id, body });
    showToast({ kind: 'success', message: `${invoice.invoice_number} updated` });
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Edit ${invoice.invoice_number}`}
      centered
      dirty={form.isDirty}
    >
      <form ref={form.formRef} aria-label="Edit invoice" noValidate onSubmit={form.submit(save)}>
        <Stack gap="md">
          <TextInput
            label="Bill to"
            required
            disabled={!draft}
            description={draft ? undefined : 'Only a draft invoice can change who it is for.'}
            {...form.field('bill_to_name')}
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
    </FormModal>
  );
}
