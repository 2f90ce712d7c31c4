/**
 * The pickers' own control copy (month buttons, weekdays, SPEC.md's shortcuts), the same on every screen; the
 * caller names the field (`open`, `dialog`) from its messages module. Besides these only the sortable list's
 * controls carry copy of their own (`sortableMessages`).
 */
export const pickerMessages = {
  date: {
    prevMonth: '이전 달',
    nextMonth: '다음 달',
    today: '오늘',
    tomorrow: '내일',
    nextWeek: '일주일 후',
    clear: '지우기',
    close: '닫기',
    weekdays: ['일', '월', '화', '수', '목', '금', '토'] as readonly string[],
  },
  time: {
    hours: '시',
    minutes: '분',
    hourOption: (hour: number) => `${hour}시`,
    minuteOption: (minute: number) => `${minute}분`,
    shortcuts: '빠른 선택',
    nine: '오전 9:00',
    two: '오후 2:00',
    now: '지금',
  },
};

/**
 * The sortable list's controls and announcements (`@haru/ui-kit/src/sortable`); `name` is the item's name, given by
 * the caller (`nameOf`) from its own messages.
 */
export const sortableMessages = {
  handle: (name: string) => `${name} 순서 바꾸기`,
  up: (name: string) => `${name} 위로 이동`,
  down: (name: string) => `${name} 아래로 이동`,
  roleDescription: '순서를 바꿀 수 있는 항목',
  instructions: '스페이스바로 항목을 들고 위/아래 화살표로 옮긴 뒤 스페이스바로 놓으세요. Esc를 누르면 취소됩니다.',
  pickedUp: (name: string, at: number, total: number) => `${name}을(를) 들었습니다. ${total}개 중 ${at}번째`,
  moved: (name: string, at: number, total: number) => `${name}: ${total}개 중 ${at}번째`,
  dropped: (name: string, at: number, total: number) => `${name}을(를) ${total}개 중 ${at}번째에 놓았습니다`,
  cancelled: (name: string) => `${name} 옮기기를 취소했습니다`,
};

/** Text of the development-only standalone harness. */
export const harnessMessages = {
  username: '아이디 또는 이메일',
  password: '비밀번호',
  signIn: '개발용 로그인',
} as const;

/** The form drafts' own copy (the same on every form): the restored notice and the leave question. */
export const draftMessages = {
  restored: '작성 중이던 내용을 불러왔습니다',
  discard: '버리기',
  leaveTitle: '작성 중인 내용이 있습니다. 나가시겠습니까?',
  leaveBody: '작성 중인 내용은 이 기기에 임시 저장되어 다음에 다시 불러옵니다.',
  leave: '나가기',
  stay: '계속 작성',
  close: '닫기',
} as const;

/** The undo toast after a delete into the 휴지통 (issue 22). */
export const undoMessages = {
  undo: '실행 취소',
  restored: '복원했습니다',
  restoreFailed: '복원하지 못했습니다. 휴지통에서 다시 시도하세요',
};
