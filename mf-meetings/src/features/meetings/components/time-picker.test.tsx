import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TimePicker } from './time-picker';

function Harness({ initial = '', now }: { initial?: string; now?: () => Date }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimePicker label="회의 시간" value={value} onChange={setValue} now={now} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const open = () => userEvent.click(screen.getByRole('button', { name: '시간 선택' }));

describe('TimePicker', () => {
  it('offers 24 hours and minutes in steps of 5', async () => {
    render(<Harness />);
    await open();
    const dialog = screen.getByRole('dialog', { name: '회의 시간 선택' });
    const hours = within(within(dialog).getByRole('group', { name: '시' })).getAllByRole('button');
    const minutes = within(within(dialog).getByRole('group', { name: '분' })).getAllByRole('button');
    expect(hours.map((b) => b.textContent)).toEqual(Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')));
    expect(minutes.map((b) => b.textContent)).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
  });

  it('picks an hour, then a minute, and closes', async () => {
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

  it('the now shortcut sets the current Seoul time rounded to 5 minutes', async () => {
    render(<Harness now={() => new Date('2025-01-19T16:43:10+09:00')} />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: '지금' }));
    expect(value()).toBe('16:45');
  });

  it('normalises a typed time when leaving the field', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('회의 시간');
    await userEvent.type(input, '9:05');
    fireEvent.blur(input);
    expect(value()).toBe('09:05');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    render(<Harness />);
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '시간 선택' })).toHaveFocus();
  });

  describe('flip rule', () => {
    const place = (top: number, bottom: number, viewport: number) => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
    };
    afterEach(() => jest.restoreAllMocks());

    it('opens downward with 350 px or more below', async () => {
      place(400, 450, 800);
      render(<Harness />);
      await open();
      expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'bottom');
    });

    it('opens upward with under 350 px below and more room above', async () => {
      place(500, 550, 899);
      render(<Harness />);
      await open();
      expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'top');
    });

    it('stays downward when there is even less room above', async () => {
      place(100, 150, 400);
      render(<Harness />);
      await open();
      expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'bottom');
    });
  });
});

describe('TimePicker keyboard', () => {
  it('focuses the chosen hour on open and closes when focus leaves', async () => {
    render(
      <>
        <Harness initial="14:30" />
        <button type="button">다음</button>
      </>,
    );
    await open();
    expect(screen.getByRole('button', { name: '14시' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: '다음' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
