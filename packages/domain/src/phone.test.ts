import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_FORMAT_MESSAGE, parsePhone } from './phone.ts';

describe('parsePhone', () => {
  it.each([
    '082 555 0199',
    '0825550199',
    '082-555-0199',
    '(082) 555 0199',
    '+27 82 555 0199',
    '+27825550199',
    '+27 (0)82 555 0199',
    '27825550199',
    '0027 82 555 0199',
    ' 082\u00a0555\u202f0199 ',
  ])('reads %j as +27825550199', (input) => {
    expect(parsePhone(input)).toEqual({ ok: true, e164: '+27825550199' });
  });

  it('reads landlines too', () => {
    expect(parsePhone('011 555 0100')).toEqual({ ok: true, e164: '+27115550100' });
  });

  it.each([
    '',
    '082 555 019',
    '082 555 01999',
    '825550199',
    '+44 20 7946 0958',
    '+27 02 555 0199',
    '0925550199',
    'call me',
    '082 555 0199 ext 4',
  ])('refuses %j with a clear message', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false, message: PHONE_FORMAT_MESSAGE });
  });
});

describe('formatPhone', () => {
  it('shows E.164 in the national format', () => {
    expect(formatPhone('+27825550199')).toBe('082 555 0199');
    expect(formatPhone('+27115550100')).toBe('011 555 0100');
  });

  it('leaves a number it cannot read as it is', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('ask at branch')).toBe('ask at branch');
  });

  it('round-trips every accepted form', () => {
    const parsed = parsePhone('27825550199');
    expect(parsed.ok && formatPhone(parsed.e164)).toBe('082 555 0199');
  });
});
