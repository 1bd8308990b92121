import { describe, expect, it } from 'vitest';
import { etagOf, ifMatch, versionOfEtag } from './if-match.ts';

describe('If-Match from a record as read', () => {
  it('names the version as a strong tag', () => {
    expect(ifMatch({ version: 7 })).toEqual({ 'If-Match': '"7"' });
    expect(etagOf(12)).toBe('"12"');
  });

  it('reads a version back from a strong ETag only', () => {
    expect(versionOfEtag('"7"')).toBe(7);
    expect(versionOfEtag(' "12" ')).toBe(12);
    expect(versionOfEtag('W/"7"')).toBeUndefined();
    expect(versionOfEtag('"abc"')).toBeUndefined();
    expect(versionOfEtag(null)).toBeUndefined();
  });
});
