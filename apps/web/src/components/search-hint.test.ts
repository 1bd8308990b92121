import { describe, expect, it } from 'vitest';
import { searchHint } from './search-hint.ts';

describe('searchHint', () => {
  it('asks for a term, then says it is searching, then that nothing matched', () => {
    expect(searchHint('  ', true, 'No product matches')).toBe('Start typing to search');
    expect(searchHint('soap', true, 'No product matches')).toBe('Searching…');
    expect(searchHint('soap', false, 'No product matches')).toBe('No product matches');
  });
});
