/**
 * One badge colour per status word on every screen (white text on each is at least 4.5:1, in
 * every theme: the shades are fixed, not the theme's primary shade; `status-colors.test.ts`).
 * Grouped by meaning: not started, under way, done, needs attention, failed, ended.
 */
export const STATUS_COLORS = {
  // Not started.
  draft: 'indigo.9',
  pending: 'indigo.9',
  // Under way.
  processing: 'blue.9',
  submitted: 'blue.9',
  issued: 'blue.9',
  open: 'blue.9',
  // Done, or in good standing.
  completed: '#1b5e20',
  combined: '#1b5e20',
  fulfilled: '#1b5e20',
  invoiced: '#1b5e20',
  paid: '#1b5e20',
  active: '#1b5e20',
  // Needs attention.
  partially_paid: '#a33c08',
  suspended: '#a33c08',
  // Failed.
  failed: 'red.9',
  // Ended, or out of use.
  closed: 'dark.5',
  cancelled: 'gray.7',
  void: 'gray.7',
  inactive: 'gray.7',
  archived: 'gray.7',
} as const;

/** A status word that has a colour. */
export type StatusWord = keyof typeof STATUS_COLORS;
