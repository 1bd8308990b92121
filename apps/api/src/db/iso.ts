/** An ISO 8601 date-time of a timestamp column (the drivers give a `Date` or a string). */
export const iso = (d: Date | string): string => new Date(d).toISOString();

/** An ISO 8601 date-time of a nullable timestamp column. */
export const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));
