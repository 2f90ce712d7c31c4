import { act, fireEvent, render, screen } from '@testing-library/react';
import { ACTION_TOAST_MS, ToastProvider, useToast } from './toasts';

function Trigger({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('할일을 휴지통으로 옮겼습니다', 'success', { action: { label: '실행 취소', onClick: onUndo } })}>지우기</button>
      <button type="button" onClick={() => toast.show('저장했습니다', 'success')}>저장</button>
    </>
  );
}

describe('toasts with an action', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the action button for 10 s; clicking it runs the action once and closes the toast', () => {
    jest.useFakeTimers();
    const onUndo = jest.fn();
    render(<ToastProvider><Trigger onUndo={onUndo} /></ToastProvider>);
    fireEvent.click(screen.getByRole('button', { name: '지우기' }));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    act(() => { jest.advanceTimersByTime(5000); });
    // The plain toast is gone after 4 s; the one with an action stays.
    expect(screen.queryByText('저장했습니다')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '실행 취소' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('할일을 휴지통으로 옮겼습니다')).not.toBeInTheDocument();
  });

  it('closes an untouched action toast after 10 s', () => {
    jest.useFakeTimers();
    render(<ToastProvider><Trigger onUndo={() => undefined} /></ToastProvider>);
    fireEvent.click(screen.getByRole('button', { name: '지우기' }));
    act(() => { jest.advanceTimersByTime(ACTION_TOAST_MS - 100); });
    expect(screen.getByRole('button', { name: '실행 취소' })).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(100); });
    expect(screen.queryByRole('button', { name: '실행 취소' })).not.toBeInTheDocument();
  });
});
