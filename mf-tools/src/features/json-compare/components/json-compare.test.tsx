import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { JsonCompare } from './json-compare';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => render(<MemoryRouter><JsonCompare /></MemoryRouter>);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('JsonCompare', () => {
  it('compares only once typing has stopped for 1 second', () => {
    setup();
    expect(screen.getByText('비교할 JSON 두 개를 입력해주세요')).toBeInTheDocument();
    type('원본 JSON', '{"a":1,"b":{"c":[1]}}');
    type('비교할 JSON', '{"a":2,"b":{"c":[1,2]}}');
    act(() => jest.advanceTimersByTime(999));
    expect(screen.queryByText(/차이점/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('차이점 2개')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '경로 a 복사' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '경로 b.c[1] 복사' })).toBeInTheDocument();
    expect(screen.getByText('추가 1 · 삭제 0 · 변경 1')).toBeInTheDocument();
  });

  it('restarts the wait on every keystroke', () => {
    setup();
    type('원본 JSON', '{"a":1}');
    type('비교할 JSON', '{"a":1');
    act(() => jest.advanceTimersByTime(800));
    type('비교할 JSON', '{"a":1}');
    act(() => jest.advanceTimersByTime(800));
    expect(screen.queryByText('두 JSON 데이터가 동일합니다!')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText(/두 JSON 데이터가 동일합니다!/)).toBeInTheDocument();
  });

  it('names the side with a format error, loads the sample and clears all', () => {
    setup();
    type('원본 JSON', '{oops}');
    type('비교할 JSON', '{}');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toHaveTextContent('JSON 형식 오류: 원본 JSON');
    expect(screen.getByRole('alert')).toHaveTextContent('1행 2열: 속성 이름은 큰따옴표(")로 감싸야 합니다');
    expect(screen.getByLabelText('원본 JSON')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: '샘플 데이터 불러오기' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '경로 address.zip 복사' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '모두 지우기' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText('비교할 JSON 두 개를 입력해주세요')).toBeInTheDocument();
  });
});
