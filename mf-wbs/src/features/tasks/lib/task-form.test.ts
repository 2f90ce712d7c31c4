import { taskAddFormSchema, taskBodySchema } from '@haru/contracts';
import { emptyTaskPage, hoursFromInput, modalValuesOf, taskModalBody, taskPageBody } from './task-form';

// The rules and messages of both task forms are the contract's (packages/contracts/src/forms.test.ts).
describe('add-page task body', () => {
  const ok = { ...emptyTaskPage(), title: '설계', start_date: '2025-01-06', end_date: '2025-01-08' };

  it('sends hours as duration (at least 1) and keeps them; level = parent + 1, order_index 0', () => {
    expect(taskPageBody(taskAddFormSchema.parse({ ...ok, estimated_hours: 6.5, parent_id: 'p' }), 2)).toMatchObject({ duration: 7, estimated_hours: 6.5, level: 3, order_index: 0, parent_id: 'p', progress: 0 });
    expect(taskPageBody(taskAddFormSchema.parse(ok), null)).toMatchObject({ duration: 1, estimated_hours: null, level: 1, parent_id: null });
  });

  it('reads an empty hours box as no estimate', () => {
    expect(hoursFromInput('')).toBeNull();
    expect(hoursFromInput('2.5')).toBe(2.5);
  });
});

describe('modal task body', () => {
  const ok = { ...modalValuesOf(null), title: '검토' };

  it('builds the body with blank dates as null', () => {
    expect(taskModalBody(taskBodySchema.parse({ ...ok, duration: 3, progress: 40 }), 1, null)).toMatchObject({ start_date: null, end_date: null, duration: 3, progress: 40, level: 2 });
  });
});
