/**
 * Whether a finite animation (a CSS transition too) is still running, as an expression for the page
 * to evaluate. Endless ones (a live dot, a progress bar's shimmer) never finish and are not counted.
 */
export const FINITE_ANIMATION_RUNNING = `document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)`;
