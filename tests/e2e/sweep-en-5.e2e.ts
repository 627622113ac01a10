import type { E2EContext } from './context.ts';
import { sweep } from './sweep/sweep.ts';

export const name = 'sweep en: every screen as the demo staff user (part 5/5)';

export function run(ctx: E2EContext): Promise<void> {
  return sweep(ctx, { kind: 'en', part: 4, parts: 5 });
}
