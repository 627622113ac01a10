/**
 * The colour of each meaning (resources/kit/meanings.ts) as an antd tag colour, the same in both
 * colour modes: antd derives each preset's dark shades, and theme-config.ts lifts the ones that
 * read below WCAG AA (tests/unit/theme-contrast.test.ts measures every meaning in both modes).
 */
import type { Meaning } from '../../resources/kit/meanings.ts';

export const MEANING_COLORS: Record<Meaning, string> = {
  neutral: 'default',
  planned: 'purple',
  progress: 'blue',
  success: 'green',
  warning: 'gold',
  danger: 'red',
  ended: 'default',
};
