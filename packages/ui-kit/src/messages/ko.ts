/**
 * The pickers' own control copy (month buttons, weekdays, SPEC.md's shortcuts), the same on every screen; the
 * caller names the field (`open`, `dialog`) from its messages module. Other components carry no copy.
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

/** Text of the development-only standalone harness. */
export const harnessMessages = {
  username: '아이디 또는 이메일',
  password: '비밀번호',
  signIn: '개발용 로그인',
} as const;

/** The undo toast after a delete into the 휴지통 (issue 22). */
export const undoMessages = {
  undo: '실행 취소',
  restored: '복원했습니다',
  restoreFailed: '복원하지 못했습니다. 휴지통에서 다시 시도하세요',
};
