import type { ThemeName } from '@back-office/hooks/storage';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type MantineThemeOverride,
} from '@mantine/core';
import { OVERLAY_ROOT_ID } from './overlay-root.tsx';

/** Shades chosen so white text on the primary shade meets WCAG AA (4.5:1). */
const emerald: MantineColorsTuple = [
  '#e6f7f0',
  '#c9eddc',
  '#96dcbd',
  '#5fca9c',
  '#34ba80',
  '#1fa86e',
  '#14935f',
  '#0f7a4f',
  '#0b6642',
  '#064d31',
];

const warm: MantineColorsTuple = [
  '#faf5ef',
  '#f0e6d8',
  '#e0ccb0',
  '#cfb087',
  '#c09764',
  '#b5874e',
  '#9c7040',
  '#7f5a33',
  '#684a2a',
  '#4f381f',
];

/**
 * Mantine's orange with a darker shade 9 (the "needs attention" colour of `STATUS_COLORS`):
 * white on stock orange.9 is 4.3:1 ("Low stock", "Not verified" badges).
 */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#a33c08',
];

/** A theme the user can pick; `system` resolves to one of the others. */
export interface ThemeDefinition {
  readonly name: Exclude<ThemeName, 'system'>;
  readonly label: string;
  readonly colorScheme: 'light' | 'dark';
  readonly mantine: MantineThemeOverride;
  /** Page background in this theme. */
  readonly body: string;
}

// Shared by every theme: accessible defaults for the stock Mantine pitfalls (stack notes).
// Plain objects rather than `Modal.extend(…)` / `Notification.extend(…)` (identity functions
// at runtime): importing the components would pull Modal, FocusTrap and ScrollArea into the
// entry chunk.
const components: Record<
  'Alert' | 'Badge' | 'Combobox' | 'Modal' | 'Notification' | 'Portal' | 'Skeleton',
  MantineThemeComponent
> = {
  // Stock light alerts title in their colour's light shade (orange 3.6:1, yellow 2.7:1 on their
  // tint); body text colour passes in every theme, the icon and tint keep the colour.
  Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  // A badge never shrinks below its text: squeezed table columns cut "Distributor Read Only"
  // and "Active" to an ellipsis at 1400 px; the column (and its scroll container) widens instead.
  Badge: { defaultProps: { miw: 'max-content' } },
  // A select's options are drawn when it opens, not hidden in the page from its mount: Mantine
  // keeps them mounted by default and positions each hidden list in a layout effect, which
  // forced a layout of the whole page while it mounted (23 ms of a route change, decision 035).
  Combobox: { defaultProps: { keepMounted: false } },
  Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  Notification: {
    defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    // Stock descriptions are gray.6 on white (3.3:1); body text colour passes in every theme.
    styles: { description: { color: 'var(--mantine-color-text)' } },
  },
  // Every portal (menus, tooltips, dropdowns, dialogs, toasts) into the labelled region that
  // `AppThemeProvider` renders, so popups sit inside a landmark.
  Portal: { defaultProps: { target: `#${OVERLAY_ROOT_ID}` } },
  // Skeletons are still (decision 076): each animated bar is restyled on the main thread in every
  // frame, and a list's skeleton holds about 150 of them while a phone loads and hydrates the
  // page (Lighthouse's phone TBT on /products: 670–1,494 ms animated, 334–344 ms still).
  Skeleton: { defaultProps: { animate: false } },
};

function theme(
  primaryColor: string,
  primaryShade: { light: 6 | 7 | 8 | 9; dark: 6 | 7 | 8 | 9 },
): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade,
    colors: { emerald, warm, orange },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    headings: { fontWeight: '650' },
    components,
  });
}

/** The four concrete themes of §2, in menu order. */
export const THEMES: Readonly<Record<ThemeDefinition['name'], ThemeDefinition>> = {
  'corporate-blue': {
    name: 'corporate-blue',
    label: 'Corporate Blue',
    colorScheme: 'light',
    mantine: theme('blue', { light: 8, dark: 8 }),
    body: '#ffffff',
  },
  'emerald-finance': {
    name: 'emerald-finance',
    label: 'Emerald Finance',
    colorScheme: 'light',
    mantine: theme('emerald', { light: 7, dark: 7 }),
    body: '#ffffff',
  },
  'dark-executive': {
    name: 'dark-executive',
    label: 'Dark Executive',
    colorScheme: 'dark',
    mantine: theme('indigo', { light: 8, dark: 8 }),
    body: '#1a1b1e',
  },
  'warm-neutral': {
    name: 'warm-neutral',
    label: 'Warm Neutral',
    colorScheme: 'light',
    mantine: theme('warm', { light: 7, dark: 7 }),
    body: '#fbf8f3',
  },
};

/** Labels of every choice in the theme menu, `system` last. */
export const THEME_LABELS: Readonly<Record<ThemeName, string>> = {
  'corporate-blue': THEMES['corporate-blue'].label,
  'emerald-finance': THEMES['emerald-finance'].label,
  'dark-executive': THEMES['dark-executive'].label,
  'warm-neutral': THEMES['warm-neutral'].label,
  system: 'System',
};

/** The theme `system` follows: Corporate Blue in a light OS, Dark Executive in a dark one. */
export function resolveTheme(name: ThemeName, osPrefersDark: boolean): ThemeDefinition {
  if (name === 'system') return THEMES[osPrefersDark ? 'dark-executive' : 'corporate-blue'];
  return THEMES[name];
}

// Unshaded filled colours (`<Button color="red">`) follow the primary shade; at 7 white text on
// red is 3.8:1, so red is never lighter than 8.
const RED_FILLED = {
  '--mantine-color-red-filled': 'var(--mantine-color-red-8)',
  '--mantine-color-red-filled-hover': 'var(--mantine-color-red-9)',
};

/**
 * CSS variables on top of Mantine's: dimmed text dark enough for 4.5:1 on light pages
 * (stock gray.6 fails axe), the theme's page background, and `--bo-danger-text` for danger
 * text (a failure count, an error line; `c="var(--bo-danger-text)"`): red.9 on light pages,
 * red.4 on dark ones (red.9 on the dark card is 2.5:1); `--bo-warning-text` likewise in orange;
 * `--bo-focus-ring`, the focus indicator's colour (`global.css`), at least 3:1 on every surface.
 * `contrast.test.ts` checks them all.
 */
export function cssVariablesFor(definition: ThemeDefinition): CSSVariablesResolver {
  const primary = definition.mantine.primaryColor ?? 'blue';
  return () => ({
    variables: {},
    light: {
      ...RED_FILLED,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-body': definition.body,
      '--bo-danger-text': 'var(--mantine-color-red-9)',
      '--bo-warning-text': 'var(--mantine-color-orange-9)',
      '--bo-focus-ring': 'var(--mantine-primary-color-filled)',
    },
    dark: {
      ...RED_FILLED,
      '--mantine-color-body': definition.body,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--bo-danger-text': 'var(--mantine-color-red-4)',
      '--bo-warning-text': 'var(--mantine-color-orange-4)',
      // The primary shade 8 is 2.0:1 on a hovered dark row; 4 is at least 3.8:1 on every dark ground.
      '--bo-focus-ring': 'var(--mantine-primary-color-4)',
      // Links and outlines in the primary colour: shade 4 is 3.8:1 on a hovered table row.
      '--mantine-color-anchor': 'var(--mantine-primary-color-3)',
      [`--mantine-color-${primary}-outline`]: `var(--mantine-color-${primary}-3)`,
    },
  });
}
