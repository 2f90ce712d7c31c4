import { Calendar, Clock, Icon } from '../icons';

export const CalendarIcon = () => <Icon icon={Calendar} />;
export const ClockIcon = () => <Icon icon={Clock} />;
