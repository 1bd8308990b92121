import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../components/notice.tsx';
import { STATUS_COLORS } from '../components/status-colors.ts';
import { ColourResolver, contrastRatio, over, type Scheme } from './colour-resolver.ts';
import { THEMES } from './themes.ts';

/** WCAG AA: 4.5:1 for body text, 3:1 for large text and icons. */
const TEXT = 4.5;
const ICON = 3;

/**
 * What text is drawn on: the page (body, header, sidebar, footer, Paper), cards and menus,
 * striped and hovered table rows (Mantine's stylesheets: Card, Table, Menu).
 */
const SURFACES: Record<Scheme, readonly string[]> = {
  light: ['var(--mantine-color-body)', 'var(--mantine-color-white)', 'gray.0', 'gray.1'],
  dark: ['var(--mantine-color-body)', 'dark.6', 'dark.5'],
};

/** Plain text colours the app writes (`c=…`). */
const TEXT_COLOURS = {
  body: 'var(--mantine-color-text)',
  dimmed: 'var(--mantine-color-dimmed)',
  link: 'var(--mantine-color-anchor)',
  danger: 'var(--bo-danger-text)',
  'error line': ERROR_TEXT,
  'warning line': 'var(--bo-warning-text)',
};

/** Filled badges and buttons: text on its own opaque colour. */
const FILLED = [
  ...new Set<string>([
    ...Object.values(STATUS_COLORS),
    'grape.9', // superuser badge
    'teal.9', // distributor roles, verified
    'orange.9', // low stock, unverified
    'red.9', // destructive buttons
    'red', // confirm buttons
  ]),
];

/** Where a component's colour and variant put text (or an icon) on a tinted or clear ground. */
const VARIANTS: readonly { what: string; color: string; variant: string; min: number }[] = [
  { what: 'role badge, light buttons', color: 'primary', variant: 'light', min: TEXT },
  { what: 'dashboard icons', color: 'primary', variant: 'light', min: ICON },
  { what: 'subtle buttons', color: 'primary', variant: 'subtle', min: TEXT },
  { what: 'icon buttons', color: 'gray', variant: 'subtle', min: ICON },
  { what: 'permission badges', color: 'primary', variant: 'outline', min: TEXT },
  { what: 'count badges', color: 'gray', variant: 'outline', min: TEXT },
  { what: 'default buttons', color: 'gray', variant: 'default', min: TEXT },
  { what: 'sidebar active item', color: 'primary', variant: 'filled', min: TEXT },
];

/** Light alerts (`Alert`, `Notice`): title and text in the body colour on their tint. */
const ALERTS = ['red', 'orange', 'blue', 'green', 'yellow'];

/** Every pairing of a theme that falls short, as "what: ratio on background". */
function shortfalls(resolver: ColourResolver, scheme: Scheme): string[] {
  const failures: string[] = [];
  const surfaces = SURFACES[scheme].map((surface) => resolver.resolve(surface));
  const check = (what: string, text: string, ground: string, min: number) => {
    const top = resolver.resolve(ground);
    for (const [index, surface] of surfaces.entries()) {
      const background = over(top, surface);
      const ratio = contrastRatio(over(resolver.resolve(text), background), background);
      if (ratio < min) failures.push(`${what} on ${SURFACES[scheme][index]}: ${ratio.toFixed(2)}`);
    }
  };
  for (const [what, text] of Object.entries(TEXT_COLOURS)) check(what, text, 'transparent', TEXT);
  for (const color of FILLED) {
    const filled = resolver.variant(color, 'filled');
    check(`filled ${color}`, filled.text, filled.background, TEXT);
  }
  for (const { what, color, variant, min } of VARIANTS) {
    const themed = color === 'primary' ? resolver.theme.primaryColor : color;
    const colours = resolver.variant(themed, variant);
    check(what, colours.text, colours.background, min);
  }
  for (const color of ALERTS) {
    check(`${color} alert`, TEXT_COLOURS.body, resolver.variant(color, 'light').background, TEXT);
  }
  return failures;
}

describe('contrast in every theme (text blended over the background it is drawn on)', () => {
  it.each(Object.values(THEMES))('$label has no text below AA', (definition) => {
    const resolver = new ColourResolver(definition, definition.colorScheme);
    expect(shortfalls(resolver, definition.colorScheme)).toEqual([]);
  });

  it('draws alert titles in the body colour (the check above assumes it)', () => {
    const alert = THEMES['corporate-blue'].mantine.components?.Alert;
    expect(alert?.styles).toEqual({ title: { color: TEXT_COLOURS.body } });
  });

  it('catches a colour that falls short (stock dimmed gray.6 on white is 3.3:1)', () => {
    const resolver = new ColourResolver(THEMES['corporate-blue'], 'light');
    const ratio = contrastRatio(resolver.resolve('gray.6'), resolver.resolve('#ffffff'));
    expect(ratio).toBeLessThan(TEXT);
  });
});
