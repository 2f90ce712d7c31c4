export {
  SEOUL,
  MONTH_GRID_CELLS,
  parseCalendarDate,
  isCalendarDate,
  toCalendarDate,
  seoulDate,
  startOfSeoulDay,
  todayInSeoul,
  seoulHour,
  addDays,
  daysBetween,
  weekday,
  mondayOf,
  monthOf,
  shiftMonth,
  monthGrid,
  sameMonth,
} from './calendar';
export { formatDate, formatShortDate, formatAxisDate, formatMonth, formatDateRange, formatTime, formatDateTime, formatClock } from './format';
export { type ClockTime, toClockTime, parseClockTime, nowRoundedInSeoul, seoulTime, seoulDateTime } from './time';
