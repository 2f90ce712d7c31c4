import { useEffect, useState } from 'react';
import { todayInSeoul } from '@haru/dates';

/** Today's date in Seoul, updated when the day changes while the screen stays open. */
export function useToday(): string {
  const [today, setToday] = useState(() => todayInSeoul());
  useEffect(() => {
    const timer = setInterval(() => setToday(todayInSeoul()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}
