import { describe, expect, it } from 'vitest';
import {
  CONSULTANT_COLUMNS,
  EXAMPLE_CONSULTANT_NUMBER,
  REQUIRED_CONSULTANT_COLUMNS,
} from './consultant-columns.ts';

describe('consultant columns', () => {
  it('are unique, start with the consultant number, and hold every required column', () => {
    expect(new Set(CONSULTANT_COLUMNS).size).toBe(CONSULTANT_COLUMNS.length);
    expect(CONSULTANT_COLUMNS[0]).toBe('consultant_number');
    for (const column of REQUIRED_CONSULTANT_COLUMNS) expect(CONSULTANT_COLUMNS).toContain(column);
    // The example row's number can never be a real one (they are digits after a prefix).
    expect(EXAMPLE_CONSULTANT_NUMBER).toBe('EXAMPLE');
  });
});
