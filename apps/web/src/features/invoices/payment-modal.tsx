import type { Invoice } from '@back-office/api-client';
import { southAfricanDay } from '@back-office/domain';
import { useRecordInvoicePayment } from '@back-office/hooks';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-field.tsx';
import { formatMoney } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.tsx';
import { FormAlert } from './form-alert.tsx';
import { formErrors } from './form-errors.ts';
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
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const record = useRecordInvoicePayment();
  const server = formErrors(record.error, ['amount_cents', 'paid_on', 'method', 'reference']);
  const set = (key: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const close = () => {
    record.reset();
    setErrors({});
    onClose();
  };
  const submit = () => {
    const parsed = paymentSchema(invoice.balance_cents).safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    const { amount, paid_on, method, reference } = parsed.data;
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
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title="Record a payment" centered>
      <form
        aria-label="Record a payment"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Balance of {invoice.invoice_number}:{' '}
            <b data-testid="payment-balance">{formatMoney(invoice.balance_cents)}</b>
          </Text>
          <TextInput
            label="Amount (R)"
            required
            inputMode="decimal"
            value={values.amount}
            onChange={(event) => set('amount', event.currentTarget.value)}
            error={errors.amount ?? server.fields.amount_cents}
          />
          <DateField
            label="Paid on"
            required
            value={values.paid_on}
            onChange={(event) => set('paid_on', event.currentTarget.value)}
            error={errors.paid_on ?? server.fields.paid_on}
          />
          <Select
            label="Method"
            required
            data={METHODS.map((method) => ({ ...method }))}
            value={values.method}
            onChange={(value) => set('method', value ?? '')}
            allowDeselect={false}
            error={errors.method ?? server.fields.method}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Reference"
            description="Bank or receipt reference (optional)."
            value={values.reference}
            onChange={(event) => set('reference', event.currentTarget.value)}
            error={errors.reference ?? server.fields.reference}
          />
          <FormAlert title="Payment not recorded" error={server.form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={record.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
