import type { Consultant, Schemas } from '@back-office/api-client';
import { formatPhone, parsePhone } from '@back-office/domain/phone';
import { z } from 'zod';
import { CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';

export { CONSULTANT_STATUS_LABELS, CONSULTANT_STATUSES, PROVINCES } from './consultant-options.ts';

/** The form's values: every input is text (selects hold their option value). */
export interface ConsultantFormValues {
  consultant_number: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  id_number: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postal_code: string;
  distributor: string;
  branch: string;
  status: string;
  joined_date: string;
}

export const EMPTY_CONSULTANT: ConsultantFormValues = {
  consultant_number: '',
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  id_number: '',
  line1: '',
  line2: '',
  city: '',
  province: '',
  postal_code: '',
  distributor: '',
  branch: '',
  status: 'active',
  joined_date: '',
};

/** Blank optional text → null (the contract's "no value"). */
const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value.length > 0 ? value : null));

/** The contract's rules for a consultant (ConsultantCreate / ConsultantUpdate). */
export const consultantSchema = z.object({
  consultant_number: z.string().trim().max(20, 'At most 20 characters'),
  first_name: z.string().trim().min(1, 'Enter the first name').max(100, 'At most 100 characters'),
  last_name: z.string().trim().min(1, 'Enter the last name').max(100, 'At most 100 characters'),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Enter a valid email address',
    })
    .transform((value) => (value.length > 0 ? value : null)),
  /** Any usual South African form (`082 555 0199`, `+27 82 …`), sent in E.164 (decision 052). */
  phone: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return null;
      const parsed = parsePhone(value);
      if (parsed.ok) return parsed.e164;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  id_number: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9]{13}$/.test(value), {
      message: 'An ID number has 13 digits',
    })
    .transform((value) => (value.length > 0 ? value : null)),
  line1: z.string().trim().min(1, 'Enter the street address').max(200, 'At most 200 characters'),
  line2: optional(200, 'At most 200 characters'),
  city: z.string().trim().min(1, 'Enter the city').max(100, 'At most 100 characters'),
  province: z.enum(PROVINCES, { message: 'Choose a province' }),
  postal_code: z
    .string()
    .trim()
    .regex(/^[0-9]{4}$/, 'A postal code has 4 digits'),
  distributor: optional(100, 'At most 100 characters'),
  branch: optional(100, 'At most 100 characters'),
  status: z.enum(CONSULTANT_STATUSES, { message: 'Choose a status' }),
  joined_date: z.string().refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), {
    message: 'Enter a date',
  }),
});

export type ConsultantFormOutput = z.output<typeof consultantSchema>;

/** The create body: blanks left out so the server picks its defaults (number, joined date). */
export function toCreateBody(values: ConsultantFormOutput): Schemas['ConsultantCreate'] {
  const { consultant_number, joined_date, line1, line2, city, province, postal_code, ...rest } =
    values;
  return {
    ...rest,
    ...(consultant_number ? { consultant_number } : {}),
    ...(joined_date ? { joined_date } : {}),
    address: { line1, line2, city, province, postal_code },
  };
}

const ADDRESS_FIELDS = new Set<keyof ConsultantFormValues>([
  'line1',
  'line2',
  'city',
  'province',
  'postal_code',
]);

/**
 * The update body of the fields the user changed only, so a save merges with anyone else's
 * (decision 041); a changed address field sends the whole address, which replaces it.
 */
export function toUpdateBody(
  values: ConsultantFormOutput,
  changed: readonly (keyof ConsultantFormValues)[],
): Schemas['ConsultantUpdate'] {
  const { address, ...fields } = toCreateBody(values);
  const body: Schemas['ConsultantUpdate'] = {};
  for (const key of changed) {
    if (ADDRESS_FIELDS.has(key)) body.address = address;
    else if (key in fields) Object.assign(body, { [key]: fields[key as keyof typeof fields] });
  }
  return body;
}

/** A consultant as form values (edit). */
export function toFormValues(consultant: Consultant): ConsultantFormValues {
  return {
    consultant_number: consultant.consultant_number,
    first_name: consultant.first_name,
    last_name: consultant.last_name,
    email: consultant.email ?? '',
    phone: consultant.phone ? formatPhone(consultant.phone) : '',
    id_number: consultant.id_number ?? '',
    line1: consultant.address.line1,
    line2: consultant.address.line2 ?? '',
    city: consultant.address.city,
    province: consultant.address.province,
    postal_code: consultant.address.postal_code,
    distributor: consultant.distributor ?? '',
    branch: consultant.branch ?? '',
    status: consultant.status,
    joined_date: consultant.joined_date,
  };
}

/** The address fields a 422 names by their full path (`address.postal_code` → `postal_code`). */
export const ADDRESS_PATHS = {
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.city': 'city',
  'address.province': 'province',
  'address.postal_code': 'postal_code',
} as const satisfies Record<`address.${string}`, keyof ConsultantFormValues>;
