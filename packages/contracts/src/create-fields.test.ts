import { MEETING_CREATE_FIELDS, TODO_CREATE_FIELDS } from './create-fields';
import { meetingInputSchema } from './meetings';
import { todoCreateSchema } from './todos';

test('the create field lists are exactly the create schemas\' keys', () => {
  expect([...TODO_CREATE_FIELDS].sort()).toEqual(Object.keys(todoCreateSchema.shape).sort());
  expect([...MEETING_CREATE_FIELDS].sort()).toEqual(Object.keys(meetingInputSchema.shape).sort());
});
