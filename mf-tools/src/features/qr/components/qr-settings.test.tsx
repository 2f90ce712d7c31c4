import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DEFAULT_QR_OPTIONS, type QrOptions } from '../lib/qr-options';
import { QrSettings } from './qr-settings';

function Harness({ onChange }: { onChange: (o: QrOptions) => void }) {
  const [options, setOptions] = useState(DEFAULT_QR_OPTIONS);
  return <QrSettings options={options} onChange={(o) => { setOptions(o); onChange(o); }} />;
}

describe('QrSettings', () => {
  it('shows the spec defaults with recovery percentages', () => {
    render(<Harness onChange={() => undefined} />);
    expect(screen.getByLabelText('오류 복원 수준')).toHaveValue('M');
    expect(screen.getByRole('option', { name: 'H (약 30% 복원)' })).toBeInTheDocument();
    expect(screen.getByLabelText('크기')).toHaveValue('256');
    expect(screen.getByLabelText('여백 (0~10)')).toHaveValue(4);
    expect(screen.getByLabelText('파일 형식')).toHaveValue('png');
  });

  it('rejects margins outside 0–10 and keeps the last valid one', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const margin = screen.getByLabelText('여백 (0~10)');
    fireEvent.change(margin, { target: { value: '11' } });
    expect(screen.getByRole('alert')).toHaveTextContent('여백은 0부터 10 사이의 정수여야 합니다.');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(margin, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...DEFAULT_QR_OPTIONS, margin: 0 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the colours are too close to scan', () => {
    render(<Harness onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/전경색/), { target: { value: '#eeeeee' } });
    expect(screen.getByText(/대비가 낮아 스캔되지 않을 수 있습니다/)).toBeInTheDocument();
  });
});
