import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FADE_MS, INTRO_MS, IntroSplash } from './intro-splash';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('IntroSplash', () => {
  it('ends after 3 s plus the 0.8 s fade', () => {
    mockReducedMotion(false);
    const done = jest.fn();
    render(<IntroSplash onDone={done} />);
    act(() => { jest.advanceTimersByTime(INTRO_MS); });
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByTestId('intro-splash').className).toMatch(/fading/);
    act(() => { jest.advanceTimersByTime(FADE_MS); });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('with reduced motion there is no fade: it ends right after 3 s', () => {
    mockReducedMotion(true);
    const done = jest.fn();
    render(<IntroSplash onDone={done} />);
    act(() => { jest.advanceTimersByTime(INTRO_MS); });
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('the skip button (focused from the start) ends it at once', async () => {
    mockReducedMotion(false);
    const done = jest.fn();
    render(<IntroSplash onDone={done} />);
    const skip = screen.getByRole('button', { name: '건너뛰기' });
    expect(skip).toHaveFocus();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(skip);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
