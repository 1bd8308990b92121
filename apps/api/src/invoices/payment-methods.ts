import type { Schemas } from '@back-office/api-client';

/** A payment method as people read it (the web's labels): never the stored `eft`. */
export const PAYMENT_METHOD_LABELS: Record<Schemas['InvoicePayment']['method'], string> = {
  eft: 'EFT',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};
