import type { Download } from 'playwright-core';

/**
 * A download's bytes, read through its stream: `download.path()` is unavailable when the test is connected to the
 * run's shared Chromium (a remote browser), the stream works in both cases.
 */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
