import type { Invoice } from '@back-office/api-client';
import {
  MONEY_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  southAfricanDay,
} from '@back-office/domain';
import { useApi } from '@back-office/hooks';
import { invoiceQueries, useRecordInvoicePayment } from '@back-office/hooks/invoices';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { useVersionedSave } from '../../lib/concurrency/use-versioned-save.tsx';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatMoney, formatMoneyInput, parseMoneyInput } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';

const METHODS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/** The payment form, checked against the invoice's balance before anything is sent. */
export function paymentSchema(balanceCents: number) {
  return z.object({
    amount: z.string().transform((text, ctx) => {
      const parsed = parseMoneyInput(text);
      if (!parsed.ok || parsed.cents < 1) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.ok ? 'Enter an amount above R 0,00' : parsed.message,
        });
        return z.NEVER;
      }
      const cents = parsed.cents;
      if (cents > balanceCents) {
        ctx.addIssue({
          code: 'custom',
          message: `At most the balance of ${formatMoney(balanceCents)}`,
        });
        return z.NEVER;
      }
      return cents;
    }),
    paid_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the day the money was received'),
    method: z.enum(PAYMENT_METHODS, { message: 'Choose a payment method' }),
    reference: z.string().trim().max(120, 'At most 120 characters'),
  });
}

type Values = { amount: string; paid_on: string; method: string; reference: string };
type PaymentOutput = z.output<ReturnType<typeof paymentSchema>>;

/** What a payment is recorded against: the invoice as the modal showed it. */
const invoiceFacts = (invoice: Invoice) => ({
  status: invoice.status,
  bill_to_name: invoice.bill_to_name,
  due_date: invoice.due_date,
  total: formatMoney(invoice.total_cents),
  paid: formatMoney(invoice.amount_paid_cents),
  balance: formatMoney(invoice.balance_cents),
});

const FACT_LABELS = {
  status: 'Status',
  bill_to_name: 'Bill to',
  due_date: 'Due date',
  total: MONEY_LABELS.total,
  paid: 'Paid',
  balance: 'Balance',
};

export interface PaymentModalProps {
  readonly invoice: Invoice;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * Records a payment (part or all of the balance). Typed values stay after any refusal; the
 * amount defaults to the whole balance. A payment is preconditioned on the invoice's version:
 * when someone else changed the invoice since it opened, the modal shows what they changed
 * and asks before recording it (decision 043). Mount it when opened, so each opening starts
 * afresh.
 */
export function PaymentModal({ invoice, opened, onClose }: PaymentModalProps) {
  const initial = (): Values => ({
    amount: formatMoneyInput(invoice.balance_cents),
    paid_on: southAfricanDay(new Date()),
    method: 'eft',
    reference: '',
  });
  const record = useRecordInvoicePayment();
  const api = useApi();
  const queryClient = useQueryClient();
  const versioned = useVersionedSave({
    record: invoice,
    toValues: invoiceFacts,
    labels: FACT_LABELS,
    history: { resource: 'invoices', id: invoice.id },
    updatedAt: (current) => current.updated_at,
    reload: () => queryClient.fetchQuery(invoiceQueries.detail(api, invoice.id)),
  });
  const form = useSchemaForm(paymentSchema(invoice.balance_cents), initial(), {
    routes: { byPath: { amount_cents: 'amount' } },
  });
  const close = () => {
    record.reset();
    onClose();
  };
  const save = async ({ amount, paid_on, method, reference }: PaymentOutput) => {
    let updated: Invoice | undefined;
    const outcome = await versioned.confirmSend(async () => {
      updated = await record.mutateAsync({
        id: invoice.id,
        body: { amount_cents: amount, paid_on, method, reference: reference || null },
      });
    }, `Someone changed ${invoice.invoice_number} since you opened this payment. Check the balance: keep your payment to record it as typed, or take theirs to look again before recording it.`);
    if (outcome !== 'saved' || !updated) return;
    showToast({
      kind: 'success',
      message:
        updated.balance_cents === 0
          ? `Payment of ${formatMoney(amount)} recorded; ${updated.invoice_number} is paid`
          : `Payment of ${formatMoney(amount)} recorded; ${formatMoney(updated.balance_cents)} outstanding`,
    });
    onClose();
  };

  return (
    <>
      <FormModal
        opened={opened}
        onClose={close}
        title="Record a payment"
        centered
        dirty={form.isDirty}
      >
        {versioned.notice}
        <form
          ref={form.formRef}
          aria-label="Record a payment"
          noValidate
          onSubmit={form.submit(save)}
        >
          <Stack gap="md">
            <Text size="sm">
              Balance of {invoice.invoice_number}:{' '}
              <b data-testid="payment-balance">{formatMoney(invoice.balance_cents)}</b>
            </Text>
            <TextInput label="Amount (R)" required inputMode="decimal" {...form.field('amount')} />
            <DateField label="Paid on" required {...form.field('paid_on')} />
            <Select
              label="Method"
              required
              data={METHODS}
              value={form.values.method}
              onChange={(value) => form.set('method', value ?? '')}
              allowDeselect={false}
              error={form.errors.method}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Reference"
              description="Bank or receipt reference (optional)."
              {...form.field('reference')}
            />
            <SubmitError title="Payment not recorded" failure={form.failure} />
            <Group justify="flex-end">
              <FormModalCancel disabled={form.submitting} />
              <Button type="submit" loading={form.submitting}>
                Record payment
              </Button>
            </Group>
          </Stack>
        </form>
      </FormModal>
      {versioned.dialog}
    </>
  );
}
