/**
 * The success toasts of §8, written once.
 *
 * @example
 * SUCCESS_MESSAGES.welcomeBack('Thandi Nkosi'); // 'Welcome back, Thandi Nkosi!'
 */
export const SUCCESS_MESSAGES = {
  welcomeBack: (name: string) => `Welcome back, ${name}!`,
  loggedOut: 'Logged out successfully',
  switchedToPeriod: (name: string) => `Switched to period: ${name}`,
  verificationEmailSent: 'Verification email sent successfully!',
} as const;
