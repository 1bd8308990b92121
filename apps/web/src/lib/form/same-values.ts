/** True when two flat records of form values hold the same values. */
export function sameValues<T extends object>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof T)[]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
