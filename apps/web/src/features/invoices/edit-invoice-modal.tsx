import type { Invoice } from '@back-office/api-client';
import { useUpdateInvoice } from '@back-office/hooks';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { serverErrors } from '../../lib/form/server-errors.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { showToast } from '../../lib/notify.tsx';
import { invoiceRules } from './invoice-status.tsx';

export const invoiceEditSchema = z.object({
  bill_to_name: z.string().trim().min(1, 'Enter who the invoice is addressed to').max(200),
  due_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a due date'),
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
});

type Values = z.input<typeof invoiceEditSchema>;

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
  const [values, setValues] = useState<Values>({
    bill_to_name: invoice.bill_to_name,
    due_date: invoice.due_date,
    notes: invoice.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const update = useUpdateInvoice();
  const server = serverErrors(update.error, ['bill_to_name', 'due_date', 'notes']);
  const set = (key: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const submit = () => {
    const parsed = invoiceEditSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    const body: { bill_to_name?: string; due_date?: string; notes?: string | null } = {};
    if (draft && parsed.data.bill_to_name !== invoice.bill_to_name) {
      body.bill_to_name = parsed.data.bill_to_name;
    }
    if (draft && parsed.data.due_date !== invoice.due_date) body.due_date = parsed.data.due_date;
    if (parsed.data.notes !== (invoice.notes ?? '')) body.notes = parsed.data.notes || null;
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: invoice.id, body },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: `${invoice.invoice_number} updated` });
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${invoice.invoice_number}`} centered>
      <form
        aria-label="Edit invoice"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Bill to"
            required
            disabled={!draft}
            description={draft ? undefined : 'Only a draft invoice can change who it is for.'}
            value={values.bill_to_name}
            onChange={(event) => set('bill_to_name', event.currentTarget.value)}
            error={errors.bill_to_name ?? server.fields.bill_to_name}
          />
          <DateField
            label="Due date"
            required
            disabled={!draft}
            value={values.due_date}
            onChange={(event) => set('due_date', event.currentTarget.value)}
            error={errors.due_date ?? server.fields.due_date}
          />
          <Textarea
            label="Notes"
            rows={2}
            value={values.notes}
            onChange={(event) => set('notes', event.currentTarget.value)}
            error={errors.notes ?? server.fields.notes}
          />
          <SubmitError title="Invoice not updated" failure={server.failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
