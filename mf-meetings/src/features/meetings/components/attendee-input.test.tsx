import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AttendeeInput } from './attendee-input';

function Harness({ initial = [] as string[] }) {
  const [names, setNames] = useState(initial);
  return (
    <>
      <AttendeeInput value={names} onChange={setNames} />
      <output data-testid="names">{JSON.stringify(names)}</output>
    </>
  );
}

const names = () => JSON.parse(screen.getByTestId('names').textContent ?? '[]');
const input = () => screen.getByLabelText('참석자', { selector: 'input' });

describe('AttendeeInput', () => {
  it('adds a trimmed name on Enter and on a comma', async () => {
    render(<Harness />);
    await userEvent.type(input(), '  김철수  {Enter}');
    await userEvent.type(input(), '이영희,');
    expect(names()).toEqual(['김철수', '이영희']);
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: '김철수 삭제' })).toBeInTheDocument();
  });

  it('ignores Enter while a Hangul syllable is being composed', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: '김철' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    expect(names()).toEqual([]);
    expect(input()).toHaveValue('김철');
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(names()).toEqual(['김철']);
  });

  it('ignores blanks and duplicates', async () => {
    render(<Harness initial={['김철수']} />);
    await userEvent.type(input(), '   {Enter}');
    await userEvent.type(input(), ' 김철수 {Enter}');
    await userEvent.type(input(), ',,');
    expect(names()).toEqual(['김철수']);
  });

  it('splits a pasted list on commas and keeps the unfinished part', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'Alice, 박민수 ,, Bob, 최' } });
    expect(names()).toEqual(['Alice', '박민수', 'Bob']);
    expect(input()).toHaveValue(' 최');
  });

  it('removes a chip with its button, and the last one with Backspace in an empty box', async () => {
    render(<Harness initial={['가', '나', '다']} />);
    await userEvent.click(screen.getByRole('button', { name: '나 삭제' }));
    expect(names()).toEqual(['가', '다']);
    await userEvent.click(input());
    await userEvent.keyboard('{Backspace}');
    expect(names()).toEqual(['가']);
  });

  it('keeps a typed name when the box loses focus', async () => {
    render(<Harness />);
    await userEvent.type(input(), '정다은');
    fireEvent.blur(input());
    expect(names()).toEqual(['정다은']);
  });
});
