import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { newRow, type Row } from '../lib/request-draft';
import { KeyValueEditor } from './key-value-editor';

function Harness() {
  const [rows, setRows] = useState<Row[]>([newRow()]);
  return <KeyValueEditor label="헤더" rows={rows} onChange={setRows} namePlaceholder="Accept" />;
}

it('keeps an empty row at the end and removes rows', () => {
  render(<Harness />);
  fireEvent.change(screen.getByLabelText('헤더 1 이름'), { target: { value: 'Accept' } });
  expect(screen.getByLabelText('헤더 2 이름')).toHaveValue('');
  fireEvent.change(screen.getByLabelText('헤더 2 값'), { target: { value: 'x' } });
  expect(screen.getByLabelText('헤더 3 이름')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '1번째 행 삭제' }));
  expect(screen.getByLabelText('헤더 1 값')).toHaveValue('x');
  expect(screen.getAllByRole('row')).toHaveLength(3); // header row + 2
});
