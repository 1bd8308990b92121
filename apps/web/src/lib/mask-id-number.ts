/** Digits left visible when an ID number is masked. */
const VISIBLE = 4;

/**
 * An ID number as lists show it: every character but the last four hidden, so a row can be
 * told apart without exposing the number (decision 017). Detail and edit screens show it whole.
 *
 * @example maskIdNumber('8001015009087'); // '*********9087'
 */
export function maskIdNumber(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  if (text.length <= VISIBLE) return '*'.repeat(text.length);
  return `${'*'.repeat(text.length - VISIBLE)}${text.slice(-VISIBLE)}`;
}
