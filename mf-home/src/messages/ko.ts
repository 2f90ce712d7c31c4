/** Every Korean string this remote shows. */
export const messages = {
  titles: {
    '/home': '홈',
    '/dashboard': '대시보드',
    '/functions': '기능',
    '/calendar': '캘린더',
    '/analytics': '분석 및 리포트',
    '/mypage': '마이페이지',
    '/home-screen-customization': '홈 화면 설정',
  },
  placeholder: '이 화면은 다음 배포에서 제공됩니다.',
} as const;
