let running = 0;

/**
 * Runs a form's save. While it runs, the navigation it makes once saved (to the saved item, back to the list)
 * leaves without the leave question: the draft is being saved, not left (LeaveGuard reads `saving()`).
 */
export async function whileSaving<T>(save: () => Promise<T>): Promise<T> {
  running += 1;
  try {
    return await save();
  } finally {
    running -= 1;
  }
}

export const saving = () => running > 0;
