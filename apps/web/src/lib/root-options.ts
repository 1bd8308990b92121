import type { RootOptions } from 'react-dom/client';
import { isForbiddenError } from '../features/shell/forbidden-error.ts';

/**
 * The options of the app's React root. React logs every error an error boundary catches as a
 * console error; Access Denied is the page's answer to a user without the permission (the
 * route's error component draws it), not a fault, so it is not logged.
 */
export const ROOT_OPTIONS = {
  onCaughtError(error: unknown) {
    if (!isForbiddenError(error)) console.error(error);
  },
} satisfies RootOptions;
