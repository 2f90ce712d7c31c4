/** Polls until `check` holds (state that changes on the server's side of a socket), failing after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, describe: () => string = () => ''): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`condition not reached ${describe()}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
