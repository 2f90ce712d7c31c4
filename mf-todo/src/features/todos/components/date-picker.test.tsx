import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';

const TODAY = '2025-01-15';

function Harness({ minDate }: { minDate?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <DatePicker label="마감일" value={value} onChange={setValue} today={TODAY} minDate={minDate} />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

function placeTrigger(top: number, bottom: number) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom, left: 0, right: 100, width: 100, height: bottom - top, x: 0, y: top, toJSON: () => ({}) });
}

afterEach(() => jest.restoreAllMocks());

describe('DatePicker', () => {
  it('when a minimum date is given, then days before it are disabled and today is not', async () => {
    const user = userEvent.setup();
    render(<Harness minDate={TODAY} />);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    expect(screen.getByRole('button', { name: '2025년 1월 14일 (화)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2025년 1월 15일 (수)' })).toBeEnabled();
  });

  it('when there is no minimum (edit), then past days can be picked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    await user.click(screen.getByRole('button', { name: '2025년 1월 14일 (화)' }));
    expect(screen.getByTestId('value')).toHaveTextContent('2025-01-14');
  });

  it.each([
    ['오늘', '2025-01-15'],
    ['내일', '2025-01-16'],
    ['일주일 후', '2025-01-22'],
  ])('when the %s shortcut is used, then the date is %s and the picker closes', async (name, expected) => {
    const user = userEvent.setup();
    render(<Harness minDate={TODAY} />);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    await user.click(screen.getByRole('button', { name }));
    expect(screen.getByTestId('value')).toHaveTextContent(expected);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when under 450 px remain below and more above, then it opens upward; otherwise downward', async () => {
    const user = userEvent.setup();
    window.innerHeight = 800;
    placeTrigger(500, 540);
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'up');
    await user.keyboard('{Escape}');
    placeTrigger(100, 140);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'down');
  });

  it('when arrow keys are used in the grid, then focus moves by day and week and Enter picks', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /마감일/ }));
    expect(screen.getByRole('button', { name: '2025년 1월 15일 (수)' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('2025-01-23');
  });
});
