import type { E2EContext } from './context.ts';
import { sweep } from './sweep/sweep.ts';

export const name = 'sweep ar: every screen in Arabic, right-to-left (part 3/3)';

export function run(ctx: E2EContext): Promise<void> {
  return sweep(ctx, { kind: 'ar', part: 2, parts: 3 });
}
