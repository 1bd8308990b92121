import { describe, expect, it } from 'vitest';
import { ERROR_TEXT } from '../components/notice.tsx';
import { STATUS_COLORS } from '../components/status-colors.ts';
import { ColourResolver, contrastRatio, over, type Rgba, type Scheme } from './colour-resolver.ts';
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

/**
 * A table row's ground over the page (Mantine's Table.css: `--table-striped-color`,
 * `--table-hover-color`), and a selected row's tint (`SELECTED_ROW_BG` of `data-row.tsx`:
 * the primary light colour at 40 %, which replaces the stripe and the hover). axe leaves every
 * cell of a list "to review" (the list's scroll cues are gradients axe cannot see through), so
 * this is where table cells are checked: every text colour and badge a cell draws, on every row.
 */
const ROW_GROUNDS: Record<Scheme, Record<string, string>> = {
  light: { plain: 'transparent', striped: 'gray.0', hovered: 'gray.1' },
  dark: { plain: 'transparent', striped: 'dark.6', hovered: 'dark.5' },
};
const SELECTED_ROW_ALPHA = 0.4;
/** What a table lies on: the page, or a card (Paper) on it. */
const TABLE_PAGES: Record<Scheme, readonly string[]> = {
  light: ['var(--mantine-color-body)', 'var(--mantine-color-white)'],
  dark: ['var(--mantine-color-body)', 'dark.7'],
};

/** Badges drawn in table cells on a translucent ground (filled ones are checked above). */
const CELL_BADGES: readonly { color: string; variant: string }[] = [
  { color: 'primary', variant: 'light' }, // role badges (users)
  { color: 'gray', variant: 'light' }, // product set counts
  { color: 'primary', variant: 'outline' },
  { color: 'gray', variant: 'outline' }, // template columns, kinds
];

/** The grounds a cell is drawn on: each row ground over each page surface. */
function rowGrounds(resolver: ColourResolver, scheme: Scheme) {
  const grounds: { what: string; colour: Rgba }[] = [];
  for (const surface of TABLE_PAGES[scheme]) {
    const page = resolver.resolve(surface);
    for (const [what, row] of Object.entries(ROW_GROUNDS[scheme])) {
      grounds.push({
        what: `${what} row on ${surface}`,
        colour: over(resolver.resolve(row), page),
      });
    }
    const tint = resolver.resolve('var(--mantine-primary-color-light)');
    const selected = { ...tint, a: tint.a * SELECTED_ROW_ALPHA };
    grounds.push({ what: `selected row on ${surface}`, colour: over(selected, page) });
  }
  return grounds;
}

/** Every table cell's text and badge in a theme that falls short, on every kind of row. */
function cellShortfalls(resolver: ColourResolver, scheme: Scheme): string[] {
  const failures: string[] = [];
  for (const ground of rowGrounds(resolver, scheme)) {
    const check = (what: string, text: string, background: string, min: number) => {
      const behind = over(resolver.resolve(background), ground.colour);
      const ratio = contrastRatio(over(resolver.resolve(text), behind), behind);
      if (ratio < min) failures.push(`${what} in a ${ground.what}: ${ratio.toFixed(2)}`);
    };
    for (const [what, text] of Object.entries(TEXT_COLOURS)) check(what, text, 'transparent', TEXT);
    for (const { color, variant } of CELL_BADGES) {
      const themed = color === 'primary' ? resolver.theme.primaryColor : color;
      const colours = resolver.variant(themed, variant);
      check(`${variant} ${color} badge`, colours.text, colours.background, TEXT);
    }
    // A focused row draws the focus ring inside itself (`global.css`): 3:1 on its ground.
    check('focus ring', FOCUS_RING, 'transparent', NON_TEXT);
  }
  return failures;
}

/**
 * The focus indicator (WCAG 2.2 SC 2.4.13, `global.css`): a 2 px outline in `--bo-focus-ring`,
 * drawn 2 px off the control over what surrounds it, so 3:1 against every surface (the page,
 * cards, menus and popovers, the header) and every row ground (checked with the cells).
 */
const FOCUS_RING = 'var(--bo-focus-ring)';
const NON_TEXT = 3;
const OVERLAY_SURFACES: Record<Scheme, readonly string[]> = {
  light: ['var(--mantine-color-white)'],
  dark: ['dark.7', 'dark.6'],
};

function focusShortfalls(resolver: ColourResolver, scheme: Scheme): string[] {
  const ring = resolver.resolve(FOCUS_RING);
  return [...SURFACES[scheme], ...OVERLAY_SURFACES[scheme]].flatMap((surface) => {
    const ground = resolver.resolve(surface);
    const ratio = contrastRatio(over(ring, ground), ground);
    return ratio < NON_TEXT ? [`focus ring on ${surface}: ${ratio.toFixed(2)}`] : [];
  });
}

describe('contrast in every theme (text blended over the background it is drawn on)', () => {
  it.each(Object.values(THEMES))('$label has no text below AA', (definition) => {
    const resolver = new ColourResolver(definition, definition.colorScheme);
    expect(shortfalls(resolver, definition.colorScheme)).toEqual([]);
  });

  it.each(Object.values(THEMES))('$label: every table cell on every row meets AA', (definition) => {
    const resolver = new ColourResolver(definition, definition.colorScheme);
    expect(cellShortfalls(resolver, definition.colorScheme)).toEqual([]);
  });

  it.each(Object.values(THEMES))('$label: the focus ring is 3:1 on every surface', (definition) => {
    const resolver = new ColourResolver(definition, definition.colorScheme);
    expect(focusShortfalls(resolver, definition.colorScheme)).toEqual([]);
  });

  it('catches a focus ring that falls short (the dark primary, indigo.8, on a hovered dark row)', () => {
    const resolver = new ColourResolver(THEMES['dark-executive'], 'dark');
    const ground = resolver.resolve('dark.5');
    expect(contrastRatio(resolver.resolve('indigo.8'), ground)).toBeLessThan(NON_TEXT);
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
