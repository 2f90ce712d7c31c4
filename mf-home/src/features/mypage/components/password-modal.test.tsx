import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordModal } from './password-modal';

// UI-state test: the network answer is faked here; the real round trip runs in e2e/tests/home.e2e.test.ts.
const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.setItem('access_token', 'a.e30.s');
  localStorage.setItem('refresh_token', 'r');
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockReset();
});

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('현재 비밀번호'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: '변경' }));
}

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

describe('PasswordModal', () => {
  it('when fields are missing, mismatched or short, then the contract messages show, focus goes to the field and nothing is sent', async () => {
    render(<PasswordModal open onClose={() => undefined} />);
    fill('', 'abcdef', 'abcdef');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('비밀번호를 입력해주세요.'));
    expect(screen.getByLabelText('현재 비밀번호')).toHaveFocus();
    fill('old', 'abcdef', 'abcdeg');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('새 비밀번호가 일치하지 않습니다.'));
    fill('old', 'abc', 'abc');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('비밀번호는 최소 6자리 이상이어야 합니다.'));
    fill('abcdef', 'abcdef', 'abcdef');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('새 비밀번호는 현재 비밀번호와 달라야 합니다.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a field has a message, then editing that field clears it', async () => {
    render(<PasswordModal open onClose={() => undefined} />);
    fill('old', 'abc', 'abc');
    await screen.findByText('비밀번호는 최소 6자리 이상이어야 합니다.');
    fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: 'abcd' } });
    expect(screen.queryByText('비밀번호는 최소 6자리 이상이어야 합니다.')).not.toBeInTheDocument();
  });

  it('when the server refuses with a detail, then that detail shows; without one, the spec fallback', async () => {
    render(<PasswordModal open onClose={() => undefined} />);
    fetchMock.mockResolvedValueOnce(answer(400, { detail: '현재 비밀번호가 올바르지 않습니다.' }));
    fill('old', 'abcdef', 'abcdef');
    expect(await screen.findByText('현재 비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(answer(500, null));
    fireEvent.click(screen.getByRole('button', { name: '변경' }));
    expect(await screen.findByText('비밀번호 변경에 실패했습니다.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(init.body)).toEqual({ currentPassword: 'old', newPassword: 'abcdef' });
  });

  it('when the network fails, then 비밀번호 변경 중 오류가 발생했습니다.', async () => {
    render(<PasswordModal open onClose={() => undefined} />);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fill('old', 'abcdef', 'abcdef');
    expect(await screen.findByText('비밀번호 변경 중 오류가 발생했습니다.')).toBeInTheDocument();
  });

  it('when the change succeeds, then the success message shows and the modal closes after 2 seconds', async () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    render(<PasswordModal open onClose={onClose} />);
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'ok' }));
    fill('old', 'abcdef', 'abcdef');
    await act(async () => { await Promise.resolve(); });
    expect(await screen.findByText('비밀번호가 성공적으로 변경되었습니다.')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1999); });
    expect(onClose).not.toHaveBeenCalled();
    act(() => { jest.advanceTimersByTime(1); });
    expect(onClose).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
