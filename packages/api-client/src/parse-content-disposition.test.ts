import { describe, expect, it } from 'vitest';
import { parseContentDisposition } from './parse-content-disposition.ts';

describe('parseContentDisposition', () => {
  it.each([
    ['attachment; filename="order_7.pdf"', 'order_7.pdf'],
    ['attachment; filename=order_7.pdf', 'order_7.pdf'],
    ['attachment;filename="with space.xlsx"', 'with space.xlsx'],
    ['attachment; filename="quote\\"d.pdf"', 'quote"d.pdf'],
    ["attachment; filename*=UTF-8''na%C3%AFve%20file.pdf", 'naïve file.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Kg%C3%B6nig.pdf', 'Kgönig.pdf'],
    ["attachment; filename*=utf-8'en'r%C3%A9sum%C3%A9.pdf; filename=resume.pdf", 'résumé.pdf'],
    ["attachment; filename*=ISO-8859-1''caf%E9.csv", 'café.csv'],
    ['attachment; filename*=UTF-8\'\'bad%E0%A4%A; filename="ok.pdf"', 'ok.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['inline', undefined],
    ['attachment; filename=""', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });
});
