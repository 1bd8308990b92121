import { z } from 'zod';
import { parseMoneyInput } from '../../lib/format.ts';

/** A whole quantity from 1 to 100 000, typed in a `NumberInput` (a number or its text). */
export const lineQuantitySchema = z
  .union([z.number(), z.string()])
  .transform(Number)
  .refine((qty) => Number.isInteger(qty) && qty >= 1 && qty <= 100_000, 'A whole number from 1');

/** A unit price typed in rand, as cents. */
export const randSchema = z.string().transform((text, ctx) => {
  const parsed = parseMoneyInput(text);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.cents;
});
