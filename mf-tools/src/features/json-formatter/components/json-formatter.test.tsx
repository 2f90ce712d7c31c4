import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@haru/router';
import { JsonFormatter } from './json-formatter';

const setup = () => render(<MemoryRouter><JsonFormatter /></MemoryRouter>);
const input = () => screen.getByLabelText('입력 JSON') as HTMLTextAreaElement;
const output = () => screen.getByLabelText('출력 JSON') as HTMLTextAreaElement;

describe('JsonFormatter', () => {
  it('formats with sorted keys and the chosen indent', async () => {
    setup();
    fireEvent.change(input(), { target: { value: '{"b":1,"a":[true]}' } });
    await userEvent.selectOptions(screen.getByLabelText('들여쓰기'), '4');
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    await waitFor(() => expect(output().value).toBe('{\n    "a": [\n        true\n    ],\n    "b": 1\n}'));
    await userEvent.click(screen.getByLabelText('키 정렬 (하위 객체 포함)'));
    await userEvent.click(screen.getByRole('button', { name: '압축' }));
    await waitFor(() => expect(output().value).toBe('{"b":1,"a":[true]}'));
  });

  it('shows validation results: green success, red error with position', async () => {
    setup();
    fireEvent.change(input(), { target: { value: '[1]' } });
    await userEvent.click(screen.getByRole('button', { name: '검증' }));
    expect(await screen.findByText(/유효한 JSON 형식입니다/)).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '{\n"a":}' } });
    await userEvent.click(screen.getByRole('button', { name: '검증' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('JSON 형식이 올바르지 않습니다');
    expect(alert).toHaveTextContent('2행 5열: 값이 있어야 할 자리에 알 수 없는 문자가 있습니다');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: '오류 위치로 이동' }));
    expect(input()).toHaveFocus();
    expect(input().selectionStart).toBe(6);
  });

  it('clears the output of an earlier input when the new input is invalid, and words the problem in Korean', async () => {
    setup();
    fireEvent.change(input(), { target: { value: '{"a":1}' } });
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    await waitFor(() => expect(output().value).toBe('{\n  "a": 1\n}'));
    fireEvent.change(input(), { target: { value: '{\n  "a": 1,\n  "b": [1, 2,   ]\n}' } });
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('3행 17열: 쉼표 뒤에 값이 없습니다');
    expect(output().value).toBe('');
  });

  it('asks for input instead of failing on an empty box, and clears everything', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    expect(await screen.findByText('먼저 JSON을 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '{}' } });
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    await waitFor(() => expect(output().value).toBe('{}'));
    await userEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(input().value).toBe('');
    expect(output().value).toBe('');
    expect(screen.getByRole('button', { name: '출력 복사' })).toBeDisabled();
  });

  it('formats from the keyboard with Ctrl+Enter', async () => {
    setup();
    fireEvent.change(input(), { target: { value: '{"a":1}' } });
    fireEvent.keyDown(input(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(output().value).toBe('{\n  "a": 1\n}'));
  });
});

describe('JsonFormatter with a large document', () => {
  it('takes a large paste into a virtual read-only view instead of the textarea', async () => {
    setup();
    const big = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `항목 ${i}` })) });
    expect(big.length).toBeGreaterThan(500_000);
    fireEvent.paste(input(), { clipboardData: { getData: () => big } });
    const view = await screen.findByRole('textbox', { name: '입력 JSON' });
    expect(view.tagName).toBe('DIV');
    expect(screen.getByText(/큰 문서\(\d+\.\dMB\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '포맷' }));
    const output = () => screen.getByRole('textbox', { name: '출력 JSON' });
    await waitFor(() => expect(output()).toHaveAttribute('data-lines', String(4 + 20_000 * 4)), { timeout: 10_000 });
    expect(output().textContent).toContain('"id": 0,');
    await userEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(input().tagName).toBe('TEXTAREA');
  });
});
