/** SPEC.md section 9: the date picker flips upward under 450 px of room below when there is more room above. */
export const FLIP_THRESHOLD_PX = 450;

export function choosePlacement(spaceBelow: number, spaceAbove: number): 'up' | 'down' {
  return spaceBelow < FLIP_THRESHOLD_PX && spaceAbove > spaceBelow ? 'up' : 'down';
}
