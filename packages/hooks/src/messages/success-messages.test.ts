import { describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES } from './success-messages.ts';

describe('SUCCESS_MESSAGES', () => {
  it.each([
    {
      value: SUCCESS_MESSAGES.welcomeBack('Thandi Nkosi'),
      expected: 'Welcome back, Thandi Nkosi!',
    },
    { value: SUCCESS_MESSAGES.loggedOut, expected: 'Logged out successfully' },
    {
      value: SUCCESS_MESSAGES.switchedToPeriod('November 2026'),
      expected: 'Switched to period: November 2026',
    },
    {
      value: SUCCESS_MESSAGES.verificationEmailSent,
      expected: 'Verification email sent successfully!',
    },
  ])('$expected', ({ value, expected }) => {
    expect(value).toBe(expected);
  });
});
