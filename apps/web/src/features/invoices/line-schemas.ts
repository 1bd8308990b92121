import { z } from 'zod';
import { parseRand } from './money.ts';

/** A whole quantity from 1 to 100 000, typed in a `NumberInput` (a number or its text). */
export const lineQuantitySchema = z
  .union([z.number(), z.string()])
  .transform(Number)
  .refine((qty) => Number.isInteger(qty) && qty >= 1 && qty <= 100_000, 'A whole number from 1');

/** A unit price typed in rand, as cents. */
export const randSchema = z.string().transform((text, ctx) => {
  const cents = parseRand(text);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a price in rand, e.g. 89.00' });
    return z.NEVER;
  }
  return cents;
});
