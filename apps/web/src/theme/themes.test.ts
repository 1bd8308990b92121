import { describe, expect, it } from 'vitest';
import { resolveTheme } from './themes.ts';

describe('resolveTheme', () => {
  it('follows the operating system for System', () => {
    expect(resolveTheme('system', false).name).toBe('corporate-blue');
    expect(resolveTheme('system', true).name).toBe('dark-executive');
  });

  it('uses the chosen theme whatever the OS prefers', () => {
    expect(resolveTheme('warm-neutral', true).colorScheme).toBe('light');
    expect(resolveTheme('dark-executive', false).colorScheme).toBe('dark');
  });
});
