/** The BroadcastChannel every tab of the app joins to tell the others about sign-in and out. */
export const AUTH_CHANNEL_NAME = 'back-office-auth';

/** What one tab tells the others. */
export type CrossTabMessage = { readonly type: 'signed-in' } | { readonly type: 'signed-out' };

/** True for a message another tab of this app sent (anything else on the channel is ignored). */
export function isCrossTabMessage(value: unknown): value is CrossTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === 'signed-in' || type === 'signed-out';
}

/**
 * Joins the auth channel, or answers null where the environment has no BroadcastChannel (the
 * `storage` event still carries sign-out there).
 *
 * @example
 * const channel = openAuthChannel();
 * channel?.postMessage({ type: 'signed-out' } satisfies CrossTabMessage);
 */
export function openAuthChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return new BroadcastChannel(AUTH_CHANNEL_NAME);
}
