import { describe, expect, it, vi } from 'vitest';
import { parseErrorDetails, withParsedErrorDetails } from './orders.ts';

describe('parsed_error_details', () => {
  it('parses JSON error_details', () => {
    const logger = { warn: vi.fn() };
    const order = { id: 7, error_details: '{"row":4,"message":"Unknown product code"}' };
    expect(withParsedErrorDetails(order, logger)).toEqual({
      ...order,
      parsed_error_details: { row: 4, message: 'Unknown product code' },
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('keeps unparsable error_details as text and logs a warning', () => {
    const logger = { warn: vi.fn() };
    expect(parseErrorDetails('Sheet 2 is empty', logger)).toBe('Sheet 2 is empty');
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/not valid JSON/);
  });

  it('gives null for no details and passes parsed values through', () => {
    const logger = { warn: vi.fn() };
    expect(parseErrorDetails(null, logger)).toBeNull();
    expect(parseErrorDetails(undefined, logger)).toBeNull();
    expect(parseErrorDetails('', logger)).toBeNull();
    expect(parseErrorDetails({ row: 1 }, logger)).toEqual({ row: 1 });
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
