import type { Period } from '@back-office/api-client';
import { z } from 'zod';

const day = (label: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is required`);

/** The period form (create and edit): what `PeriodCreate` / `PeriodUpdate` accept. */
export const periodSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters'),
    description: z.string().trim().max(500, 'At most 500 characters'),
    start_date: day('Start date'),
    end_date: day('End date'),
  })
  .refine((v) => v.end_date >= v.start_date, {
    path: ['end_date'],
    message: 'End date must not be before the start date',
  });

export type PeriodFormValues = z.input<typeof periodSchema>;
export type PeriodFormOutput = z.output<typeof periodSchema>;

export const EMPTY_PERIOD: PeriodFormValues = {
  name: '',
  description: '',
  start_date: '',
  end_date: '',
};

/** The body the API takes: a blank description is sent as null. */
export function periodBody(values: PeriodFormOutput) {
  return { ...values, description: values.description || null };
}

/** An edit's body: only the fields the user changed (decision 043). */
export function periodChangesBody(
  values: PeriodFormOutput,
  changed: readonly (keyof PeriodFormValues)[],
): Partial<ReturnType<typeof periodBody>> {
  const all = periodBody(values);
  return Object.fromEntries(changed.map((field) => [field, all[field]]));
}

/** A period as the form's values (edit). */
export function periodToForm(period: Period): PeriodFormValues {
  return {
    name: period.name,
    description: period.description ?? '',
    start_date: period.start_date,
    end_date: period.end_date,
  };
}
