import type { Page } from 'playwright-core';

/**
 * Waits until a pointer drag that has just ended lets clicks through again. dnd-kit's pointer sensors stop every
 * click on the document (capture phase) from the drag's start until 50 ms after it ends (@dnd-kit/core
 * AbstractPointerSensor: `setTimeout(this.documentListeners.removeAll, 50)`), so a click sent sooner (a confirm
 * dialog's button that opened on the drop) never reaches the app. A person does not click within 50 ms of letting
 * go; a test on a quiet machine does (calendar-create's 옮기기 was lost on every run once the load fell). The wait is
 * on the page's own timers, set now, so it ends after dnd-kit's.
 */
export async function pointerDropSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => { setTimeout(resolve, 60); }));
}
