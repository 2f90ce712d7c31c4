import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker label="회의 날짜" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DatePicker', () => {
  it('shows the month of the value with Sunday first and picks a day', async () => {
    render(<Harness initial="2025-01-19" />);
    expect(screen.getByText('2025년 1월 19일 (일)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '날짜 선택' }));
    expect(screen.getByText('2025년 1월', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2025년 1월 19일 (일)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '2025년 1월 19일 (일)' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '2025년 1월 23일 (목)' }));
    expect(value()).toBe('2025-01-23');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys across months and picks with Enter', async () => {
    render(<Harness initial="2025-01-31" />);
    await userEvent.click(screen.getByRole('button', { name: '날짜 선택' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText('2025년 2월', { selector: 'p' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(value()).toBe('2025-02-08');
  });

  it('changes month with the previous and next buttons', async () => {
    render(<Harness initial="2025-01-10" />);
    await userEvent.click(screen.getByRole('button', { name: '날짜 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByText('2024년 12월', { selector: 'p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    await userEvent.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByText('2025년 2월', { selector: 'p' })).toBeInTheDocument();
  });
});
