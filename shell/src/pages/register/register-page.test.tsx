import { screen, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@haru/router';
import { clearSession } from '@haru/api-client';
import { RegisterPage } from './register-page';

// UI state only: the server's answer is stubbed; the real sign-up runs in api/ and e2e/tests/auth.e2e.test.ts.
const realFetch = global.fetch;
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  clearSession();
});

function show() {
  render(
    <MemoryRouter initialEntries={['/register']}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<p data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}
const submit = () => screen.getByRole('button', { name: '가입하기' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { username: string; email: string; password: string; confirm: string }) {
  for (const [label, value] of [['아이디', values.username], ['이메일', values.email], ['비밀번호', values.password], ['비밀번호 확인', values.confirm]]) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

describe('RegisterPage (react-hook-form + the contract\'s register schema)', () => {
  it('when submitted empty, then each field says what it needs, focus goes to the first, and nothing is sent', async () => {
    const user = show();
    await user.click(submit());
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getAllByText('비밀번호를 입력해주세요.')).toHaveLength(2);
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the confirmation differs, then 비밀번호가 일치하지 않습니다. and it clears when the field is edited', async () => {
    const user = show();
    await fill(user, { username: 'haru', email: 'haru@example.com', password: 'secret1', confirm: 'secret2' });
    await user.click(submit());
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호 확인')).toHaveFocus();
    await user.type(screen.getByLabelText('비밀번호 확인'), 'x');
    expect(screen.queryByText('비밀번호가 일치하지 않습니다.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the server names a field (errors[]), then its message shows beside that field', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 409, json: async () => ({ status: 409, code: 'conflict', detail: '이미 사용 중인 아이디입니다.', errors: [{ field: 'username', message: '이미 사용 중인 아이디입니다.' }] }) });
    const user = show();
    await fill(user, { username: ' haru ', email: 'haru@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submit());
    expect(await screen.findByText('이미 사용 중인 아이디입니다.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    // The contract's output is what is sent: the username trimmed, no confirmation field.
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ username: 'haru', email: 'haru@example.com', password: 'secret1' });
  });

  it('when the server cannot be reached, then the spec fallback shows above the button', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = show();
    await fill(user, { username: 'haru', email: 'haru@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submit());
    expect(await screen.findByText('회원가입에 실패했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('when sign-up succeeds, then the spec alert shows and the user leaves for /home', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ access_token: 'a.e30.s', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: { id: '1', username: 'haru', email: 'haru@example.com', created_at: '' } }) });
    const user = show();
    await fill(user, { username: 'haru', email: 'haru@example.com', password: 'secret1', confirm: 'secret1' });
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toBeInTheDocument());
    expect(alert).toHaveBeenCalledWith('회원가입이 완료되었습니다!');
    alert.mockRestore();
  });
});
