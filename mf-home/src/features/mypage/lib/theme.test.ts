import { readTheme, THEME_EVENT, THEME_KEY, writeTheme } from './theme';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('when nothing is stored, then the system theme is used', () => {
    expect(readTheme()).toBe('system');
  });

  it('when the user picks dark, then it is stored under haru.theme and the shell is told', () => {
    const heard = jest.fn();
    window.addEventListener(THEME_EVENT, heard);
    writeTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(readTheme()).toBe('dark');
    expect(heard).toHaveBeenCalledTimes(1);
    writeTheme('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(THEME_EVENT, heard);
  });
});
