import { describe, expect, it } from 'vitest';
import { countWords, paymentWords, rolesWords, statusWords } from './audit-words.ts';

describe('audit summaries in words', () => {
  it('writes payments with their method and rand as the screens do', () => {
    expect(paymentWords('eft', 50000)).toBe('an EFT payment of R 500,00');
    expect(paymentWords('cash', 123456)).toBe('a cash payment of R 1 234,56');
    expect(paymentWords('other', 5)).toBe('a payment of R 0,05');
  });

  it('labels roles, counts and statuses as people say them', () => {
    expect(rolesWords(['warehouse_staff', 'distributor_readonly'])).toBe(
      'Warehouse Staff, Distributor Read Only',
    );
    expect(rolesWords([])).toBe('no roles');
    expect(countWords(1, 'consultant order')).toBe('1 consultant order');
    expect(countWords(3, 'consultant order')).toBe('3 consultant orders');
    expect(statusWords('partially_paid')).toBe('partially paid');
  });
});
