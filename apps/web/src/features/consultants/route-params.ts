import { notFound } from '@tanstack/react-router';

/** A `$id` path segment as a positive integer; anything else is "not found". */
export function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}
