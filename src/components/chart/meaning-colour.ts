import type { Meaning } from '../../../resources/kit/meanings.ts';
import { MEANING_COLORS } from '../../theme/meaning-tags.ts';
import type { TokenColour } from './chart-look.ts';

/** A bar for a state in its tag's colour; the greys of neutral and ended states stay apart. */
export function meaningColour(meaning: Meaning | undefined): TokenColour {
  const preset = MEANING_COLORS[meaning ?? 'neutral'];
  if (preset !== 'default') return `${preset}6` as TokenColour;
  return meaning === 'ended' ? 'colorTextQuaternary' : 'colorTextTertiary';
}
