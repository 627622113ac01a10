import type { E2EContext } from './context.ts';
import { sweep } from './sweep/sweep.ts';

export const name = 'sweep viewer: every screen as a viewer member (part 4/5)';

export function run(ctx: E2EContext): Promise<void> {
  return sweep(ctx, { kind: 'viewer', part: 3, parts: 5 });
}
