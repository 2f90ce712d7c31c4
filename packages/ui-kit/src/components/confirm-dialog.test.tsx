import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const COPY = { title: '회의록 삭제', body: '이 회의록을 삭제하시겠습니까?', confirmLabel: '삭제', busyLabel: '삭제 중…', cancelLabel: '취소', closeLabel: '닫기' };

function Harness({ busy = false, onConfirm = jest.fn() }: { busy?: boolean; onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>삭제하기</button>
      <ConfirmDialog open={open} {...COPY} busy={busy} onConfirm={onConfirm} onCancel={() => setOpen(false)} />
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: '삭제하기' }));
  return screen.getByRole('dialog', { name: '회의록 삭제' });
};

describe('ConfirmDialog', () => {
  it('when opened, then it is named by its title, shows the question and focuses cancel (Enter never deletes by accident)', async () => {
    render(<Harness />);
    const dialog = await openDialog();
    expect(within(dialog).getByText('이 회의록을 삭제하시겠습니까?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
  });

  it('when confirmed, then onConfirm runs once', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['취소', () => userEvent.click(screen.getByRole('button', { name: '취소' }))],
    ['닫기', () => userEvent.click(screen.getByRole('button', { name: '닫기' }))],
  ])('when %s is used, then it closes and focus returns to the button that opened it', async (_name, close) => {
    render(<Harness />);
    await openDialog();
    await close();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '삭제하기' })).toHaveFocus();
  });

  it('when busy, then both buttons are disabled and the confirm button says so', async () => {
    render(<Harness busy />);
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: '취소' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '삭제 중…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '삭제 중…' })).toHaveAttribute('aria-busy', 'true');
  });
});
