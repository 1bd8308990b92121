import type { OpenApiDocument } from './types.ts';

/** Escapes one JSON-pointer segment for use in a `$ref` URI fragment. */
export function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}

/** Follows a local `$ref` (`#/components/...`) until a non-reference object is reached. */
export function resolveRef<T>(doc: OpenApiDocument, value: unknown): T {
  let current = value;
  for (let depth = 0; depth < 10; depth++) {
    if (!current || typeof current !== 'object' || !('$ref' in current)) break;
    const ref = String((current as { $ref: unknown }).$ref);
    if (!ref.startsWith('#/')) break;
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    current = target;
  }
  return current as T;
}

/** A deep copy of `value` whose local `$ref`s point into the schema registered as `key`. */
export function absolutizeRefs<T>(value: T, key: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"$ref":"#/', `"$ref":"${key}#/`)) as T;
}
