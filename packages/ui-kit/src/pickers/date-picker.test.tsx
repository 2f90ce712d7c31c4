import { createRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';
import { DATE_LABELS, placeAt } from './test-labels';

const TODAY = '2025-01-15';

function Harness({ initial = '', minDate, maxDate }: { initial?: string; minDate?: string; maxDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="마감일" value={value} onChange={setValue} labels={DATE_LABELS} today={TODAY} minDate={minDate} maxDate={maxDate} />
      <output data-testid="value">{value || 'none'}</output>
      <button type="button">다음</button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const open = () => userEvent.click(screen.getByRole('button', { name: '마감일 선택' }));
const day = (name: string) => screen.getByRole('button', { name });

afterEach(() => jest.restoreAllMocks());

describe('DatePicker', () => {
  it('when opened, then the value’s month shows Sunday first, the value is pressed and focused, and a click picks and closes', async () => {
    render(<Harness initial="2025-01-19" />);
    expect(screen.getByText('2025년 1월 19일 (일)')).toBeInTheDocument();
    await open();
    expect(screen.getByRole('group', { name: '2025년 1월' })).toBeInTheDocument();
    expect(day('2025년 1월 19일 (일)')).toHaveAttribute('aria-pressed', 'true');
    expect(day('2025년 1월 19일 (일)')).toHaveFocus();
    expect(day('2024년 12월 29일 (일)')).toBeInTheDocument();
    await userEvent.click(day('2025년 1월 23일 (목)'));
    expect(value()).toBe('2025-01-23');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '마감일 선택' })).toHaveFocus();
  });

  it('when a minimum date is given, then earlier days and shortcuts are disabled and cannot be picked', async () => {
    render(<Harness minDate={TODAY} />);
    await open();
    expect(day('2025년 1월 14일 (화)')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('2025년 1월 14일 (화)'));
    expect(value()).toBe('none');
    expect(day('2025년 1월 15일 (수)')).not.toHaveAttribute('aria-disabled');
  });

  it('when a maximum date is given, then later days and shortcuts are disabled, and the panel opens on it when today is later', async () => {
    render(<Harness maxDate="2025-01-10" />);
    await open();
    expect(day('2025년 1월 10일 (금)')).toHaveFocus();
    expect(day('2025년 1월 11일 (토)')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '오늘' })).toBeDisabled();
    await userEvent.click(day('2025년 1월 11일 (토)'));
    expect(value()).toBe('none');
    await userEvent.click(day('2025년 1월 9일 (목)'));
    expect(value()).toBe('2025-01-09');
  });

  it('when given a ref, then it is the text input (a form focuses the first field in error)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<DatePicker ref={ref} label="마감일" value="" onChange={() => undefined} labels={DATE_LABELS} today={TODAY} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '마감일' }));
  });

  it('when there is no minimum, then past days can be picked', async () => {
    render(<Harness />);
    await open();
    await userEvent.click(day('2025년 1월 14일 (화)'));
    expect(value()).toBe('2025-01-14');
  });

  it.each([
    ['오늘', '2025-01-15'],
    ['내일', '2025-01-16'],
    ['일주일 후', '2025-01-22'],
  ])('when the %s shortcut is used, then the date is %s and the picker closes', async (name, expected) => {
    render(<Harness minDate={TODAY} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(value()).toBe(expected);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a date is set, then 지우기 empties it', async () => {
    render(<Harness initial="2025-01-20" />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(value()).toBe('none');
  });

  it('when arrow keys and PageUp/PageDown are used, then focus moves by day, week and month, across months, and Enter picks', async () => {
    render(<Harness initial="2025-01-31" />);
    await open();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('group', { name: '2025년 2월' })).toBeInTheDocument();
    expect(day('2025년 2월 1일 (토)')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowDown}{ArrowLeft}');
    expect(day('2025년 2월 7일 (금)')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(day('2025년 1월 7일 (화)')).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}{Enter}');
    expect(value()).toBe('2025-03-07');
  });

  it('when the month buttons are used, then the month changes, clamping the day (31 → 28)', async () => {
    render(<Harness initial="2025-01-31" />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(day('2025년 2월 28일 (금)')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByRole('group', { name: '2024년 12월' })).toBeInTheDocument();
  });

  it('when a date is typed, then it passes through as it is', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('마감일'), { target: { value: '2025-02-03' } });
    expect(value()).toBe('2025-02-03');
    expect(screen.getByText('2025년 2월 3일 (월)')).toBeInTheDocument();
  });

  it('when Escape is pressed, then it closes and focus returns to the toggle; when focus leaves, it closes', async () => {
    render(<Harness />);
    await open();
    expect(screen.getByRole('button', { name: '마감일 선택' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '마감일 선택' })).toHaveFocus();
    await open();
    act(() => screen.getByRole('button', { name: '다음' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [500, 540, 800, 'top'],
    [100, 140, 800, 'bottom'],
    [360, 400, 849, 'bottom'],
    [100, 150, 400, 'bottom'],
  ])('when the control spans %i–%i px of a %i px viewport, then it opens to the %s (450 px rule)', async (top, bottom, viewport, placement) => {
    placeAt(top, bottom, viewport);
    render(<Harness />);
    await open();
    expect(screen.getByRole('dialog', { name: '마감일 선택 달력' })).toHaveAttribute('data-placement', placement);
  });
});
