import { useState } from 'react';

/**
 * The text of a search picker's box: the chosen value's label, or what the user types. A value
 * set from outside (loaded later, or cleared) shows its label; `typing` is true while the text
 * is not the chosen value's label (then the picker searches for it).
 */
export function usePickerTerm<T extends { id: number }>(
  value: T | null,
  labelOf: (v: T) => string,
) {
  const [term, setTerm] = useState(value ? labelOf(value) : '');
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    setTerm(value ? labelOf(value) : '');
  }
  const typing = value === null || term !== labelOf(value);
  return { term, setTerm, typing };
}
