import type { Recurrence } from '@haru/contracts';
import { recurrenceLabel } from '@haru/dates/src/recurrence-label';

/** '↻ 매주 월요일', '↻ 매년 음력 8월 15일': the rule's one Korean name (`@haru/dates`) with the repeat mark. */
export const repeatText = (rule: Recurrence): string => `↻ ${recurrenceLabel(rule)}`;
