import assert from 'node:assert/strict';

/**
 * Reads `read()` until it deep-equals `expected` (the UI may re-render a moment after the event a test waited for,
 * e.g. a deferred search or a router update), then asserts once more so a timeout fails with the real difference.
 */
export async function eventuallyEqual<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const actual = await read();
    try {
      assert.deepEqual(actual, expected);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Ticks a to-do's complete box and waits until it shows ticked. Not Playwright's `check()`: the box shows the
 * saved list's state, which the optimistic update changes a moment after the click (once in-flight page loads are
 * cancelled), and `check()` reads the box at once, so on a busy machine it failed although the tick went through.
 */
export async function tick(box: { click(): Promise<void>; isChecked(): Promise<boolean> }, timeoutMs = 30_000): Promise<void> {
  await box.click();
  await eventuallyEqual(() => box.isChecked(), true, timeoutMs);
}
