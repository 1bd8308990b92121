import { z } from 'zod';

/** Digits only: a VAT number may be typed with spaces (`4123 456 789`). */
const digits = (value: string) => value.replace(/\s+/g, '');

/** The business details form: what `BusinessDetailsUpdate` accepts (decision 049). */
export const businessSchema = z.object({
  legal_name: z.string().trim().min(1, 'Enter the legal name').max(200, 'At most 200 characters'),
  trading_name: z.string().trim().max(200, 'At most 200 characters'),
  address: z.string().trim().min(1, 'Enter the address').max(500, 'At most 500 characters'),
  vat_number: z
    .string()
    .transform(digits)
    .refine((v) => v === '' || /^4\d{9}$/.test(v), 'A VAT number is 10 digits starting with 4'),
  registration_number: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^\d{4}\/\d{6}\/\d{2}$/.test(v),
      'A registration number looks like 2015/123456/07 (YYYY/NNNNNN/NN)',
    ),
  /** `keep`, `remove`, or the new logo's base64. */
  logo: z.string(),
});

export type BusinessFormValues = z.input<typeof businessSchema>;
export type BusinessFormOutput = z.output<typeof businessSchema>;

/** The body the API takes: blanks as null; the logo kept (omitted), removed (null) or replaced. */
export function businessBody(values: BusinessFormOutput) {
  return {
    legal_name: values.legal_name,
    trading_name: values.trading_name || null,
    address: values.address,
    vat_number: values.vat_number || null,
    registration_number: values.registration_number || null,
    ...(values.logo === 'keep'
      ? {}
      : { logo: values.logo === 'remove' ? null : { data_base64: values.logo } }),
  };
}

/** The largest logo accepted (the API checks it again, by content). */
export const MAX_LOGO_BYTES = 256 * 1024;
