/**
 * A rule's percentage split: a draw in [0, 100) picks the target whose band it falls in (the first
 * 70 for a 70/30 split). The random source is injected, so tests draw what they need and a
 * production send uses Math.random.
 */
import type { RouteTarget } from '../../../../resources/sms/routing-rules.ts';

export type RandomSource = () => number;

export interface Draw {
  /** 0–99. */
  draw: number;
  /** Index of the drawn target in the rule's list; -1 when no target has a share. */
  index: number;
}

export function drawTarget(targets: readonly RouteTarget[], random: RandomSource): Draw {
  const draw = Math.min(99, Math.max(0, Math.floor(random() * 100)));
  let upTo = 0;
  for (let i = 0; i < targets.length; i++) {
    upTo += targets[i].percent;
    if (draw < upTo) return { draw, index: i };
  }
  return { draw, index: -1 };
}
