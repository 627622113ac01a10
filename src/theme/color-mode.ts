/** Colour mode (docs/architecture.md#colour-mode): light, dark, or system, which follows `prefers-color-scheme`. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = 'light' | 'dark';
export const COLOR_MODE_KEY = 'color-mode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(value);
}

export function storedColorMode(): ColorMode {
  const value = localStorage.getItem(COLOR_MODE_KEY);
  return isColorMode(value) ? value : 'system';
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
