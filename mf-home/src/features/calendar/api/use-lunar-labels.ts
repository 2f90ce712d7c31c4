import { useEffect, useState } from 'react';
import type * as Lunar from '@haru/dates/lunar';

type LunarModule = typeof Lunar;
let loading: Promise<LunarModule> | null = null;
/** The lunar tables load on first use, in their own chunk: /calendar without lunar labels never fetches them. */
const loadLunar = () => (loading ??= import('@haru/dates/lunar'));

/** Short lunar labels by date ('음 10.5', '음 윤4.1'); days outside the conversion's range (1900–2050) get none. */
export function lunarLabels(lunar: LunarModule, dates: readonly string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const date of dates) {
    if (date < lunar.LUNAR_FIRST_DATE || date > lunar.LUNAR_LAST_DATE) continue;
    map.set(date, lunar.formatLunarShort(lunar.solarToLunar(date)));
  }
  return map;
}

const NONE = new Map<string, string>();

/** Lunar labels for the grid's days when `enabled` (the my-page setting), else none. */
export function useLunarLabels(dates: readonly string[], enabled: boolean): Map<string, string> {
  const [labels, setLabels] = useState<{ key: string; map: Map<string, string> } | null>(null);
  const key = enabled ? `${dates[0]}~${dates[dates.length - 1]}` : '';
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadLunar().then((lunar) => { if (live) setLabels({ key, map: lunarLabels(lunar, dates) }); }, (error) => console.error('lunar tables failed to load', error));
    return () => { live = false; };
    // `key` names the range of `dates`: a new array of the same days does not reload.
  }, [enabled, key]);
  return enabled && labels?.key === key ? labels.map : NONE;
}
