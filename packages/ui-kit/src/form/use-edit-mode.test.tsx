import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@haru/api-client';
import { useEditMode } from './use-edit-mode';

function setUp(save: (values: string) => Promise<unknown>) {
  const onSaved = jest.fn();
  const hook = renderHook(() => useEditMode({ save, failedText: '수정하지 못했습니다.', onSaved }));
  return { hook, onSaved };
}

describe('useEditMode', () => {
  it('when a save goes through, then the values are sent, the form closes and onSaved runs', async () => {
    const save = jest.fn(async () => undefined);
    const { hook, onSaved } = setUp(save);
    act(() => hook.result.current.start());
    expect(hook.result.current.editing).toBe(true);
    await act(() => hook.result.current.submit('새 제목'));
    expect(save).toHaveBeenCalledWith('새 제목');
    expect(hook.result.current).toMatchObject({ editing: false, failure: null });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('when the API refuses the save, then its Korean detail shows, the form stays open and the error reaches the form', async () => {
    const refusal = new ApiError('제목은 100자 이하로 입력해주세요', 400, 'validation');
    const { hook, onSaved } = setUp(async () => { throw refusal; });
    act(() => hook.result.current.start());
    await act(() => expect(hook.result.current.submit('x')).rejects.toBe(refusal));
    expect(hook.result.current).toMatchObject({ editing: true, failure: '제목은 100자 이하로 입력해주세요' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('when the save fails without a detail (network, 5xx), then the screen’s own words show; cancel and start clear them', async () => {
    const { hook } = setUp(async () => { throw new ApiError('서버 오류', 500); });
    act(() => hook.result.current.start());
    await act(() => hook.result.current.submit('x').catch(() => undefined));
    expect(hook.result.current.failure).toBe('수정하지 못했습니다.');
    act(() => hook.result.current.cancel());
    expect(hook.result.current).toMatchObject({ editing: false, failure: null });
    act(() => hook.result.current.setFailure('삭제하지 못했습니다.'));
    act(() => hook.result.current.start());
    expect(hook.result.current).toMatchObject({ editing: true, failure: null });
  });
});
