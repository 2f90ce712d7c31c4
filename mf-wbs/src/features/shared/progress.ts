/** Progress as shown on the list: at most 2 decimals. */
export function roundProgress(value: number): number {
  return Math.round(value * 100) / 100;
}
