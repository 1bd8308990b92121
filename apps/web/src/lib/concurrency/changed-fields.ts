/** Flat form values: every field a string or a boolean, as the app's forms hold them. */
export type FlatValues<V> = { readonly [K in keyof V]: string | boolean };

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
  return (Object.keys(loaded) as (keyof V & string)[]).filter((key) => loaded[key] !== mine[key]);
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
    clash: mine[field] !== loaded[field] && mine[field] !== theirs[field],
  }));
}

/**
 * The form after taking in the other person's save: their values wherever the user had not
 * changed the field (or changed it the same way), the user's everywhere else.
 */
export function mergeTheirs<V extends FlatValues<V>>(loaded: V, mine: V, theirs: V): V {
  const merged: { -readonly [K in keyof V]: V[K] } = { ...mine };
  for (const field of fieldsChanged(loaded, theirs)) {
    if (mine[field] === loaded[field]) merged[field] = theirs[field];
  }
  return merged;
}
