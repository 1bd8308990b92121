/** Keys of the signed-in user's sessions (`/auth/sessions`). */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
} as const;
