import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker } from './date-picker';
import { TimePicker } from './time-picker';
import { DATE_LABELS, TIME_LABELS } from './test-labels';

// The field both pickers are built on (PickerField): label, required mark, error and toggle state, the same in each.
const pickers = [
  ['DatePicker', '마감일 선택', (error?: string) => <DatePicker label="마감일" value="" onChange={() => undefined} labels={DATE_LABELS} today="2025-01-15" required error={error} />],
  ['TimePicker', '시간 선택', (error?: string) => <TimePicker label="시간" value="" onChange={() => undefined} labels={TIME_LABELS} required error={error} />],
] as const;

describe.each(pickers)('%s field', (_name, toggleName, field) => {
  it('when required, then the input is required and the label carries a mark hidden from screen readers', () => {
    const { container } = render(field());
    const input = screen.getByRole('textbox');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(container.querySelector('label [aria-hidden="true"]')).toHaveTextContent('*');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('when there is an error, then the input is invalid and described by the alert', () => {
    render(field('날짜를 확인하세요'));
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('날짜를 확인하세요');
    expect(screen.getByRole('alert')).toHaveTextContent('날짜를 확인하세요');
  });

  it('when the toggle opens the panel, then it says so and names the panel it controls', async () => {
    render(field());
    const toggle = screen.getByRole('button', { name: toggleName });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(screen.getByRole('dialog'));
  });
});
