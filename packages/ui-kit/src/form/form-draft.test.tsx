import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Link, Route, Routes, useNavigate } from '@haru/router';
import { writeSession } from '@haru/api-client';
import { TextField } from '../components/field';
import { FormDraft, submitContract, useContractForm, useFormDraft } from './index';
import { loginSchema } from '@haru/contracts';

const DRAFT_KEY = 'haru:draft:name:haru:note';

function NoteForm({ onSaved }: { onSaved?: () => void }) {
  const form = useContractForm(loginSchema, { defaultValues: { username: '', password: '' } });
  const draft = useFormDraft(form, 'note');
  const submit = form.handleSubmit(async () => { draft.clear(); onSaved?.(); });
  return (
    <form onSubmit={submit} noValidate>
      <FormDraft draft={draft} />
      <TextField label="아이디" {...form.register('username')} />
      <TextField label="비밀번호" {...form.register('password')} />
      <button type="submit">저장</button>
      <Link to="/elsewhere">다른 화면</Link>
    </form>
  );
}

/** As the app's forms do: 취소 navigates in code; the save navigates to the list first, then clears the draft. */
function PageForm() {
  const navigate = useNavigate();
  const form = useContractForm(loginSchema, { defaultValues: { username: '', password: '' } });
  const draft = useFormDraft(form, 'page');
  const submit = submitContract(form, ['username', 'password'], async () => {
    await Promise.resolve();
    navigate('/elsewhere');
    draft.clear();
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormDraft draft={draft} />
      <TextField label="아이디" {...form.register('username')} />
      <TextField label="비밀번호" {...form.register('password')} />
      <button type="submit">저장</button>
      <button type="button" onClick={() => navigate('/elsewhere')}>취소</button>
    </form>
  );
}

function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/form" element={<NoteForm />} />
        <Route path="/page-form" element={<PageForm />} />
        <Route path="/elsewhere" element={<p>다른 화면입니다</p>} />
      </Routes>
    </BrowserRouter>
  );
}

beforeEach(() => {
  writeSession({ accessToken: 'opaque', refreshToken: 'r', username: 'haru' });
  window.history.replaceState(null, '', '/start');
  window.history.pushState(null, '', '/form');
});
afterEach(() => localStorage.clear());

describe('form drafts (useFormDraft + FormDraft)', () => {
  it('when the user types, then the draft is stored; reopening the form restores it with the notice, and 버리기 empties it', async () => {
    const user = userEvent.setup();
    const first = render(<App />);
    await user.type(screen.getByLabelText('아이디'), '하루');
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({ username: '하루', password: '' });
    first.unmount();

    render(<App />);
    expect(await screen.findByText('작성 중이던 내용을 불러왔습니다')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveValue('하루');
    await user.click(screen.getByRole('button', { name: '버리기' }));
    expect(screen.getByLabelText('아이디')).toHaveValue('');
    expect(screen.queryByText('작성 중이던 내용을 불러왔습니다')).not.toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('when the form is saved, then the draft is gone and leaving asks nothing', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('아이디'), '하루');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
    await user.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
  });

  it('when a dirty form is left by a link, then it asks first: 계속 작성 stays, 나가기 leaves and the draft is kept', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    act(() => window.history.back());
    await user.type(await screen.findByLabelText('아이디'), '하루');
    await user.click(screen.getByRole('link', { name: '다른 화면' }));
    expect(screen.getByRole('dialog', { name: '작성 중인 내용이 있습니다. 나가시겠습니까?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    expect(screen.getByLabelText('아이디')).toHaveValue('하루');
    await user.click(screen.getByRole('link', { name: '다른 화면' }));
    await user.click(screen.getByRole('button', { name: '나가기' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });

  it('when a dirty form is left by Back, then it asks first; 나가기 goes back to the previous screen', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('아이디'), '하루');
    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: '작성 중인 내용이 있습니다. 나가시겠습니까?' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/form');
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: '작성 중인 내용이 있습니다. 나가시겠습니까?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/start'));
  });

  it('when a dirty form is left by code (its 취소 calls navigate), then it asks first; 계속 작성 keeps the text, 나가기 leaves', async () => {
    window.history.pushState(null, '', '/page-form');
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    act(() => window.history.back());
    await user.type(await screen.findByLabelText('아이디'), '하루');
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.getByRole('dialog', { name: '작성 중인 내용이 있습니다. 나가시겠습니까?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '계속 작성' }));
    expect(window.location.pathname).toBe('/page-form');
    expect(screen.getByLabelText('아이디')).toHaveValue('하루');
    await user.click(screen.getByRole('button', { name: '취소' }));
    await user.click(screen.getByRole('button', { name: '나가기' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    expect(localStorage.getItem('haru:draft:name:haru:page')).not.toBeNull();
  });

  it('when a dirty form is saved and the save navigates, then nothing asks', async () => {
    window.history.pushState(null, '', '/page-form');
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('아이디'), '하루');
    await user.type(screen.getByLabelText('비밀번호'), 'secret1');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('다른 화면입니다')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('haru:draft:name:haru:page')).toBeNull();
  });
});
