/**
 * Whether every finite animation (a CSS transition too) has ended, run in the page. Endless ones (a
 * live dot, a progress bar's shimmer) never end and are not counted. A function, never a string:
 * a string is evaluated as code in the page, which its CSP refuses (and reports as an error).
 */
export function finiteAnimationsDone(): boolean {
  return !document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
}
