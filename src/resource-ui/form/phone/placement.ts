/** docs/architecture.md#phone-numbers: the country dropdown opens above the input when less than 200 px is free below it. */
export const MIN_SPACE_BELOW_PX = 200;

export type Placement = 'top' | 'bottom';

export function placementFor(anchor: Pick<DOMRect, 'bottom'>, viewportHeight: number): Placement {
  return viewportHeight - anchor.bottom < MIN_SPACE_BELOW_PX ? 'top' : 'bottom';
}
