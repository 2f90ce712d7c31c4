import { z } from 'zod';
import { AUTH_MESSAGES, changePasswordSchema, registerSchema } from './auth';
import { TODO_MESSAGES, todoCreateSchema } from './todos';
import { projectCreateSchema, taskBodySchema } from './wbs';

/**
 * Schemas of the forms whose fields are not exactly a request body. Each one is the API's own schema plus what
 * only the form has (a confirmation field, today's date, required dates), so every rule is written once: the
 * limits, messages and cross-field checks come from the request schemas.
 */

/** Register: the request body plus the password confirmation (SPEC.md section 5). */
export const registerFormSchema = registerSchema
  .safeExtend({ confirm: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired) })
  .superRefine((v, ctx) => {
    if (v.confirm !== v.password) ctx.addIssue({ code: 'custom', path: ['confirm'], message: AUTH_MESSAGES.passwordMismatch });
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** Password change: the request body plus the confirmation of the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .safeExtend({ confirm: z.string({ error: AUTH_MESSAGES.passwordRequired }).min(1, AUTH_MESSAGES.passwordRequired) })
  .superRefine((v, ctx) => {
    if (v.confirm !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirm'], message: AUTH_MESSAGES.newPasswordMismatch });
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** To-do add (/todo/add): the create body, and a due date no earlier than `today` (YYYY-MM-DD in Seoul). */
export function todoAddFormSchema(today: string) {
  return todoCreateSchema.superRefine((v, ctx) => {
    if (v.due_date && v.due_date < today) ctx.addIssue({ code: 'custom', path: ['due_date'], message: TODO_MESSAGES.dueDatePast });
  });
}

/** The WBS add-task page: the task body with both dates required, as the project form requires them. */
export const taskAddFormSchema = taskBodySchema.safeExtend({
  start_date: projectCreateSchema.shape.start_date,
  end_date: projectCreateSchema.shape.end_date,
});
export type TaskAddFormInput = z.input<typeof taskAddFormSchema>;
