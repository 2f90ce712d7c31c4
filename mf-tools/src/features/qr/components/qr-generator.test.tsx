import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@haru/router';
import { QrGenerator } from './qr-generator';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('QrGenerator', () => {
  it('counts characters and UTF-8 bytes', () => {
    render(<MemoryRouter><QrGenerator /></MemoryRouter>);
    fireEvent.change(screen.getByLabelText('QR 코드에 담을 내용'), { target: { value: '하루 QR' } });
    expect(screen.getByText('5자 · 9바이트 (UTF-8)')).toBeInTheDocument();
  });

  it('regenerates the preview only 500 ms after the last change', () => {
    render(<MemoryRouter><QrGenerator /></MemoryRouter>);
    const empty = '내용을 입력하면 QR 코드가 여기에 표시됩니다.';
    fireEvent.change(screen.getByLabelText('QR 코드에 담을 내용'), { target: { value: 'a' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(screen.getByLabelText('QR 코드에 담을 내용'), { target: { value: 'ab' } });
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByText(empty)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText(empty)).not.toBeInTheDocument();
  });

  it('refuses text longer than the chosen level can hold', () => {
    render(<MemoryRouter><QrGenerator /></MemoryRouter>);
    fireEvent.change(screen.getByLabelText('QR 코드에 담을 내용'), { target: { value: '가'.repeat(800) } }); // 2400 bytes > 2331 at M
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('alert')).toHaveTextContent('최대 2331바이트');
    expect(screen.getByRole('button', { name: 'qrcode.png 다운로드' })).toBeDisabled();
  });

  it('fills the text from a template', () => {
    render(<MemoryRouter><QrGenerator /></MemoryRouter>);
    fireEvent.click(screen.getByRole('button', { name: '전화' }));
    fireEvent.change(screen.getByLabelText('전화번호'), { target: { value: '010-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: '내용에 적용' }));
    expect(screen.getByLabelText('QR 코드에 담을 내용')).toHaveValue('tel:01012345678');
  });
});
