/**
 * One form field's value as the app's forms hold it: text, a number (a `NumberInput`), a switch,
 * or a set of choices (checkboxes: order does not matter).
 */
export type FieldValue = string | number | boolean | readonly string[];

/** Flat form values: every field a {@link FieldValue}. */
export type FlatValues<V> = { readonly [K in keyof V]: FieldValue };

/** Whether two values of a field are the same: a number equals its text, a set its reordering. */
export function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    return [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
  }
  if (typeof a === 'number' || typeof b === 'number') return String(a) === String(b);
  return a === b;
}

/** One field someone else changed since the form loaded the record. */
export interface FieldChange<V extends FlatValues<V>> {
  readonly field: keyof V & string;
  /** What the form loaded. */
  readonly loaded: V[keyof V & string];
  /** What the other person saved. */
  readonly theirs: V[keyof V & string];
  /** What this user has in the form. */
  readonly mine: V[keyof V & string];
  /** Both changed it, to different values: one of them must win. */
  readonly clash: boolean;
}

/** The fields the user changed since the form loaded the record. */
export function fieldsChanged<V extends FlatValues<V>>(loaded: V, mine: V): (keyof V & string)[] {
  return (Object.keys(loaded) as (keyof V & string)[]).filter(
    (key) => !sameValue(loaded[key], mine[key]),
  );
}

/** Field by field, what the other person changed (`theirs` against what the form loaded). */
export function theirChanges<V extends FlatValues<V>>(
  loaded: V,
  mine: V,
  theirs: V,
): FieldChange<V>[] {
  return fieldsChanged(loaded, theirs).map((field) => ({
    field,
    loaded: loaded[field],
    theirs: theirs[field],
    mine: mine[field],
    clash: !sameValue(mine[field], loaded[field]) && !sameValue(mine[field], theirs[field]),
  }));
}

/**
 * The form after taking in the other person's save: their values wherever the user had not
 * changed the field (or changed it the same way), the user's everywhere else.
 */
export function mergeTheirs<V extends FlatValues<V>>(loaded: V, mine: V, theirs: V): V {
  const merged: { -readonly [K in keyof V]: V[K] } = { ...mine };
  for (const field of fieldsChanged(loaded, theirs)) {
    if (sameValue(mine[field], loaded[field])) merged[field] = theirs[field];
  }
  return merged;
}
