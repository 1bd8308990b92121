import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  type MantineTheme,
  mergeMantineTheme,
  toRgba,
} from '@mantine/core';
import { cssVariablesFor, type ThemeDefinition } from './themes.ts';

export type Scheme = 'light' | 'dark';
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/**
 * Resolves the colour expressions Mantine and the app write (`var(--…)`, `light-dark(…)`,
 * hex, `rgba(…)`) to the colour a browser would draw in one theme and colour scheme, from the
 * same CSS variables the app emits (Mantine's defaults and `cssVariablesFor`).
 */
export class ColourResolver {
  readonly theme: MantineTheme;
  private readonly variables: Record<string, string>;

  constructor(
    definition: ThemeDefinition,
    readonly scheme: Scheme,
  ) {
    this.theme = mergeMantineTheme(DEFAULT_THEME, definition.mantine);
    const stock = defaultCssVariablesResolver(this.theme);
    const ours = cssVariablesFor(definition)(this.theme);
    this.variables = { ...stock.variables, ...ours.variables, ...stock[scheme], ...ours[scheme] };
  }

  /** The drawn colour of an expression (alpha kept). */
  resolve(expression: string, depth = 0): Rgba {
    if (depth > 20) throw new Error(`variable cycle at ${expression}`);
    const value = expression.trim();
    const variable = /^var\((--[\w-]+)\)$/.exec(value);
    if (variable?.[1]) {
      const next = this.variables[variable[1]];
      if (next === undefined) throw new Error(`unknown CSS variable ${variable[1]}`);
      return this.resolve(next, depth + 1);
    }
    const lightDark = /^light-dark\((.+),(.+)\)$/.exec(value);
    if (lightDark?.[1] && lightDark[2]) {
      return this.resolve(this.scheme === 'light' ? lightDark[1] : lightDark[2], depth + 1);
    }
    const shade = /^([a-z]+)\.(\d)$/.exec(value);
    if (shade?.[1] && shade[2]) return this.resolve(`var(--mantine-color-${shade[1]}-${shade[2]})`);
    if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
    if (!/^(#|rgba?\()/.test(value)) throw new Error(`not a colour: ${value}`);
    return toRgba(value);
  }

  /** The text and background Mantine gives a component of this colour and variant. */
  variant(color: string, variant: string): { text: string; background: string } {
    const colours = defaultVariantColorsResolver({ color, variant, theme: this.theme });
    if (!colours.color || !colours.background) throw new Error(`no colours for ${variant}`);
    return { text: colours.color, background: colours.background };
  }
}

/** A colour with alpha drawn over an opaque one. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
