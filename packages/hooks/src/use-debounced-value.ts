import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stopped changing for `delayMs`.
 *
 * @example
 * const debounced = useDebouncedValue(query); // the query 300 ms after the last keystroke
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
