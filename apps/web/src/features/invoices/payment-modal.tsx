import type { Invoice } from '@back-office/api-client';
import { southAfricanDay } from '@back-office/domain';
import { useRecordInvoicePayment } from '@back-office/hooks';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { FormModal, FormModalCancel } from '../../components/form-modal/index.ts';
import { SubmitError } from '../../lib/form/submit-error.tsx';
import { useSchemaForm } from '../../lib/form/use-schema-form.ts';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { centsToInput, parseRand } from './money.ts';

const METHODS = [
  { value: 'eft', label: 'EFT' },
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'other', label: 'Other' },
] as const;

/** The payment form, checked against the invoice's balance before anything is sent. */
export function paymentSchema(balanceCents: number) {
  return z.object({
    amount: z.string().transform((text, ctx) => {
      const cents = parseRand(text);
      if (cents === null || cents < 1) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount in rand, e.g. 250.00' });
        return z.NEVER;
      }
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
    method: z.enum(['eft', 'cash', 'card', 'other'], { message: 'Choose a payment method' }),
    reference: z.string().trim().max(120, 'At most 120 characters'),
  });
}

type Values = { amount: string; paid_on: string; method: string; reference: string };
type PaymentOutput = z.output<ReturnType<typeof paymentSchema>>;

export interface PaymentModalProps {
  readonly invoice: Invoice;
  readonly opened: boolean;
  readonly onClose: () => void;
}

/**
 * Records a payment (part or all of the balance). Typed values stay after any refusal; the
 * amount defaults to the whole balance. Mount it when opened, so each opening starts afresh.
 */
export function PaymentModal({ invoice, opened, onClose }: PaymentModalProps) {
  const initial = (): Values => ({
    amount: centsToInput(invoice.balance_cents),
    paid_on: southAfricanDay(new Date()),
    method: 'eft',
    reference: '',
  });
  const record = useRecordInvoicePayment();
  const form = useSchemaForm(paymentSchema(invoice.balance_cents), initial(), {
    routes: { byPath: { amount_cents: 'amount' } },
  });
  const close = () => {
    record.reset();
    onClose();
  };
  const save = ({ amount, paid_on, method, reference }: PaymentOutput) =>
    record.mutate(
      {
        id: invoice.id,
        body: { amount_cents: amount, paid_on, method, reference: reference || null },
      },
      {
        onSuccess: (updated) => {
          showToast({
            kind: 'success',
            message:
              updated.balance_cents === 0
                ? `Payment of ${formatMoney(amount)} recorded; ${updated.invoice_number} is paid`
                : `Payment of ${formatMoney(amount)} recorded; ${formatMoney(updated.balance_cents)} outstanding`,
          });
          onClose();
        },
        onError: form.refuse,
      },
    );

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title="Record a payment"
      centered
      dirty={form.isDirty}
    >
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
            data={METHODS.map((method) => ({ ...method }))}
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
            <FormModalCancel disabled={record.isPending} />
            <Button type="submit" loading={record.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
