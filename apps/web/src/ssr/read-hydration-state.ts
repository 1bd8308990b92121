import { z } from 'zod';
import type { HydrationState } from './hydration-state.ts';
import { HYDRATION_STATE_ID } from './view.ts';
import { viewSchema } from './view-schema.ts';

// The user is the API's own answer (`/auth/me` with `/auth/permissions`), checked by the API's
// contract; here only its shape as a JSON object is required.
const stateSchema = z.object({
  view: viewSchema,
  user: z.looseObject({ id: z.number() }),
});

/**
 * The hydration state a server-rendered page carries (and removes it from the page), or
 * `undefined` for a page the server did not render or whose state is unreadable.
 */
export function readHydrationState(): HydrationState | undefined {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    const parsed = stateSchema.safeParse(JSON.parse(element.textContent));
    return parsed.success ? (parsed.data as HydrationState) : undefined;
  } catch {
    return undefined;
  }
}
