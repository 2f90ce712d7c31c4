import { z } from 'zod';
import { MEETING_LIMITS, MEETING_MESSAGES } from './meetings';

/** Issue 21: agenda templates. Four built in; a user may save up to QUOTA_LIMITS.meetingTemplates of their own. */
export const MEETING_TEMPLATE_LIMITS = { name: 50 } as const;

export const MEETING_TEMPLATE_MESSAGES = {
  nameRequired: '템플릿 이름을 입력해주세요',
  nameTooLong: '템플릿 이름은 50자를 초과할 수 없습니다',
  notFound: '템플릿을 찾을 수 없습니다.',
} as const;

export interface MeetingTemplate {
  id: string;
  name: string;
  agenda: string;
  /** true for the four that come with the app (not stored, not deletable) */
  built_in: boolean;
}

/** The app's own templates: agenda headings to fill in. */
export const BUILT_IN_MEETING_TEMPLATES: readonly MeetingTemplate[] = [
  { id: 'weekly', name: '주간 회의', agenda: '1. 지난주 진행 상황\n2. 이번 주 계획\n3. 이슈와 도움 요청\n4. 공유 사항', built_in: true },
  { id: 'one-on-one', name: '1:1', agenda: '1. 근황 나누기\n2. 지난 1:1 후속 조치\n3. 업무 진행과 어려움\n4. 성장과 피드백\n5. 다음 1:1까지 할 일', built_in: true },
  { id: 'retro', name: '회고', agenda: '1. 잘된 점 (Keep)\n2. 아쉬운 점 (Problem)\n3. 시도할 점 (Try)\n4. 실행 항목', built_in: true },
  { id: 'kickoff', name: '킥오프', agenda: '1. 배경과 목표\n2. 범위와 산출물\n3. 역할과 담당\n4. 일정과 마일스톤\n5. 위험 요소\n6. 소통 방식', built_in: true },
];

/** POST /api/meeting-templates: a name and the agenda to keep (the current meeting's, from the client). */
export const meetingTemplateInputSchema = z
  .object({
    name: z.string({ error: MEETING_TEMPLATE_MESSAGES.nameRequired }).transform((v) => v.trim())
      .refine((v) => v.length > 0, { message: MEETING_TEMPLATE_MESSAGES.nameRequired })
      .refine((v) => [...v].length <= MEETING_TEMPLATE_LIMITS.name, { message: MEETING_TEMPLATE_MESSAGES.nameTooLong }),
    agenda: z.string({ error: MEETING_MESSAGES.agendaTooLong }).nullish().transform((v) => (v ?? '').trim())
      .refine((v) => [...v].length <= MEETING_LIMITS.agenda, { message: MEETING_MESSAGES.agendaTooLong }),
  })
  .strict();

export type MeetingTemplateInput = z.input<typeof meetingTemplateInputSchema>;
export type MeetingTemplateData = z.output<typeof meetingTemplateInputSchema>;
