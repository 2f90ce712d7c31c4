import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginSchema, type LoginInput } from '@haru/contracts';
import { TextField } from '../components/field';
import { applyServerErrors, preventImeSubmit, submitContract, useContractForm } from './index';

const loadLoginSchema = () => Promise.resolve(loginSchema);

function LoginLikeForm({ onValid, problem, lazy = false }: { onValid: (v: LoginInput) => void; problem?: unknown; lazy?: boolean }) {
  const { register, handleSubmit, setError, formState: { errors } } = useContractForm(lazy ? loadLoginSchema : loginSchema, { defaultValues: { username: '', password: '' } });
  const submit = handleSubmit((values) => {
    if (problem) applyServerErrors(problem, setError, ['username', 'password']);
    else onValid(values);
  });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Enter bubbling from its fields during Korean IME composition
    <form onSubmit={submit} onKeyDown={preventImeSubmit} noValidate>
      <TextField label="아이디" error={errors.username?.message} {...register('username')} />
      <TextField label="비밀번호" type="password" error={errors.password?.message} {...register('password')} />
      <button type="submit">로그인</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('validates on submit with the contract\'s messages, focuses the first error and clears a message when its field is edited', async () => {
    const onValid = jest.fn();
    render(<LoginLikeForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    await user.type(screen.getByLabelText('아이디'), ' ');
    expect(screen.queryByText('아이디를 입력해주세요.')).not.toBeInTheDocument();
    // Other fields keep their message until they are edited; nothing re-validates before the next submit.
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('with a schema loader (what /login passes to keep zod out of its first download), validates the same way', async () => {
    const onValid = jest.fn();
    render(<LoginLikeForm onValid={onValid} lazy />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('아이디'), ' haru');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1{Enter}');
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'haru', password: 'secret1' }));
  });

  it('hands the schema\'s output to the submit handler (the username trimmed)', async () => {
    const onValid = jest.fn();
    render(<LoginLikeForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('아이디'), '  haru ');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1{Enter}');
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ username: 'haru', password: 'secret1' }));
  });

  it('Hangul IME: the Enter that confirms a syllable does not submit; the next Enter submits once with the last syllable', async () => {
    const onValid = jest.fn();
    render(<LoginLikeForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    const input = screen.getByLabelText('아이디');
    input.focus();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '하' } });
    fireEvent.change(input, { target: { value: '하루' } });
    // The browser's Enter while composing (keyCode 229): its default action (the form's implicit submission) is cancelled.
    const notCancelled = fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(notCancelled).toBe(false);
    fireEvent.compositionEnd(input, { data: '루' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onValid).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid).toHaveBeenCalledWith({ username: '하루', password: 'secret1' });
  });

  it('an Enter outside a composition is left alone', () => {
    render(<LoginLikeForm onValid={jest.fn()} />);
    expect(fireEvent.keyDown(screen.getByLabelText('아이디'), { key: 'Enter', keyCode: 13 })).toBe(true);
  });
});

describe('applyServerErrors', () => {
  it('puts problem+json errors[] beside their fields (a path such as password.0 included) and focuses the first', async () => {
    const problem = { fieldErrors: [{ field: 'isAdmin', message: '허용되지 않는 항목' }, { field: 'password.0', message: '비밀번호 오류' }, { field: 'password', message: '두 번째' }] };
    render(<LoginLikeForm onValid={jest.fn()} problem={problem} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('아이디'), 'haru');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('비밀번호 오류')).toBeInTheDocument();
    expect(screen.queryByText('두 번째')).not.toBeInTheDocument();
    expect(screen.queryByText('허용되지 않는 항목')).not.toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
  });

  it('returns whether any message found a field', () => {
    const setError = jest.fn();
    expect(applyServerErrors({ fieldErrors: [{ field: 'other', message: 'x' }] }, setError, ['username'])).toBe(false);
    expect(applyServerErrors(new Error('plain'), setError, ['username'])).toBe(false);
    expect(applyServerErrors({ fieldErrors: [{ field: 'username', message: 'x' }] }, setError, ['username'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
  });
});

describe('submitContract', () => {
  function SavingForm({ save, onRefused }: { save: (v: LoginInput) => Promise<unknown>; onRefused: (e: unknown) => void }) {
    const form = useContractForm(loginSchema, { defaultValues: { username: '', password: '' } });
    const { register, formState: { errors } } = form;
    return (
      <form onSubmit={submitContract(form, ['username', 'password'], save, onRefused)} noValidate>
        <TextField label="아이디" error={errors.username?.message} {...register('username')} />
        <TextField label="비밀번호" type="password" error={errors.password?.message} {...register('password')} />
        <button type="submit">로그인</button>
      </form>
    );
  }

  it('hands the schema’s output to the save; a refusal puts its errors[] beside the fields and reaches onRefused', async () => {
    const refusal = { fieldErrors: [{ field: 'username', message: '이미 사용 중인 아이디입니다' }] };
    const save = jest.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const onRefused = jest.fn();
    render(<SavingForm save={save} onRefused={onRefused} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('아이디'), '  haru ');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이미 사용 중인 아이디입니다')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ username: 'haru', password: 'secret1' });
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(onRefused).toHaveBeenCalledTimes(1);
  });
});
