import { createRef, useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimePicker } from './time-picker';
import { TIME_LABELS, placeAt } from './test-labels';

function Harness({ initial = '', now }: { initial?: string; now?: () => Date }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="회의 시간" value={value} onChange={setValue} labels={TIME_LABELS} now={now} />
      <output data-testid="value">{value}</output>
      <button type="button">다음</button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const open = () => userEvent.click(screen.getByRole('button', { name: '시간 선택' }));

afterEach(() => jest.restoreAllMocks());

describe('TimePicker', () => {
  it('offers hours 0–23 and minutes in steps of 5', async () => {
    render(<Harness />);
    await open();
    const dialog = screen.getByRole('dialog', { name: '회의 시간 선택' });
    const hours = within(within(dialog).getByRole('group', { name: '시' })).getAllByRole('button');
    const minutes = within(within(dialog).getByRole('group', { name: '분' })).getAllByRole('button');
    expect(hours.map((b) => b.textContent)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(minutes.map((b) => b.textContent)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('picks an hour (staying open), then a minute (closing), and shows it in Korean', async () => {
    render(<Harness />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '14시' }));
    expect(value()).toBe('14:00');
    expect(screen.getByRole('button', { name: '14시' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '35분' }));
    expect(value()).toBe('14:35');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('오후 2:35')).toBeInTheDocument();
  });

  it.each([
    ['오전 9:00', '09:00'],
    ['오후 2:00', '14:00'],
  ])('the %s shortcut sets %s', async (label, expected) => {
    render(<Harness initial="11:11" />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: label }));
    expect(value()).toBe(expected);
  });

  it('the now shortcut sets the current Seoul time rounded to 5 minutes (controlled clock)', async () => {
    render(<Harness now={() => new Date('2025-01-19T16:43:10+09:00')} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '지금' }));
    expect(value()).toBe('16:45');
  });

  it('when given a ref, then it is the text input (a form focuses the first field in error)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TimePicker ref={ref} label="회의 시간" value="" onChange={() => undefined} labels={TIME_LABELS} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '회의 시간' }));
  });

  it('normalises a typed time when leaving the field', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('회의 시간');
    await userEvent.type(input, '9:05');
    fireEvent.blur(input);
    expect(value()).toBe('09:05');
  });

  it('focuses the chosen hour on open, closes on Escape with focus back on the toggle, and closes when focus leaves', async () => {
    render(<Harness initial="14:30" />);
    await open();
    expect(screen.getByRole('button', { name: '14시' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '시간 선택' })).toHaveFocus();
    await open();
    act(() => screen.getByRole('button', { name: '다음' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [400, 450, 800, 'bottom'],
    [500, 550, 899, 'top'],
    [100, 150, 400, 'bottom'],
  ])('when the control spans %i–%i px of a %i px viewport, then it opens to the %s (350 px rule)', async (top, bottom, viewport, placement) => {
    placeAt(top, bottom, viewport);
    render(<Harness />);
    await open();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', placement);
  });
});
