let format: Intl.NumberFormat | null = null;

/**
 * '12,345' (ko-KR grouping). One formatter, made on first use: Number#toLocaleString builds a new one on every
 * call, which the dashboard did for each figure while starting up.
 */
export function formatNumber(n: number): string {
  format ??= new Intl.NumberFormat('ko-KR');
  return format.format(n);
}
