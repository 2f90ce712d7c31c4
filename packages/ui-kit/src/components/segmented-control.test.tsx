import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SegmentedControl } from './segmented-control';

const OPTIONS = [{ value: 'card', label: '카드' }, { value: 'list', label: '목록' }, { value: 'kanban', label: '칸반' }] as const;

function Harness() {
  const [view, setView] = useState<'card' | 'list' | 'kanban'>('card');
  return (
    <>
      <SegmentedControl label="보기 방식" options={OPTIONS} value={view} onChange={setView} />
      <output data-testid="view">{view}</output>
    </>
  );
}

describe('SegmentedControl', () => {
  it('when rendered, then it is a named radio group whose chosen option alone is in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: '보기 방식' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '카드' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '카드' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: '목록' })).toHaveAttribute('tabindex', '-1');
  });

  it('when an option is clicked, then it is chosen', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: '칸반' }));
    expect(screen.getByTestId('view')).toHaveTextContent('kanban');
    expect(screen.getByRole('radio', { name: '칸반' })).toHaveAttribute('aria-checked', 'true');
  });

  it('when arrow keys, Home and End are used, then choice and focus move together, wrapping around', async () => {
    render(<Harness />);
    screen.getByRole('radio', { name: '카드' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('view')).toHaveTextContent('kanban');
    expect(screen.getByRole('radio', { name: '칸반' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('radio', { name: '목록' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByTestId('view')).toHaveTextContent('kanban');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: '카드' })).toHaveFocus();
    expect(screen.getByTestId('view')).toHaveTextContent('card');
  });
});
