/**
 * The styled-components theme of a brand. Colours are CSS custom properties, so one server
 * render serves both the light and the dark scheme and the visitor's preference applies before
 * any script runs (no flash). Everything else is the brand's literal token values.
 */
import type { ColorRoles, DesignTokens, ThemeTokens } from '../config/schema';

export type ColorRole = keyof ColorRoles;

export interface Theme extends DesignTokens {
  color: Record<ColorRole, string>;
  /** Media query for the viewport at or above a breakpoint, e.g. `${theme.up('md')} { ... }`. */
  up: (breakpoint: keyof DesignTokens['breakpoints']) => string;
}

export const colorVariable = (role: string) =>
  `--color-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

export function createTheme(tokens: ThemeTokens): Theme {
  const color = Object.fromEntries(
    Object.keys(tokens.light).map((role) => [role, `var(${colorVariable(role)})`]),
  ) as Record<ColorRole, string>;
  return {
    ...tokens.tokens,
    color,
    up: (breakpoint) => `@media (min-width: ${tokens.tokens.breakpoints[breakpoint] ?? 0}px)`,
  };
}

/** The custom-property declarations of one colour scheme. */
export function colorDeclarations(colors: ColorRoles): string {
  return Object.entries(colors)
    .map(([role, value]) => `${colorVariable(role)}: ${value};`)
    .join('\n');
}
