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
