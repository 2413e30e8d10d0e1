/**
 * `npm run bench`: speed and memory figures of the main job on the embedded defaults (PGlite in
 * memory, local storage, test payment provider). Prints a table; asserts nothing (shared, noisy
 * machines: figures are for the notes, not for pass/fail).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { normalizeUpload } from '#server/images/upload-normalizer.ts';
import { multipartBody } from '#server/test-support/multipart.ts';
import { buildTestApp } from '#server/test-support/test-app.ts';
import { benchArtwork } from './artwork.ts';
import { benchArtworkJobs } from './artwork-jobs.ts';

const rows: Array<[string, string]> = [];
let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sampleRss, 20);

async function measure(label: string, count: number, run: (i: number) => Promise<unknown>): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await run(i);
  const ms = performance.now() - started;
  rows.push([label, `${(ms / count).toFixed(1)} ms each, ${((count * 1000) / ms).toFixed(0)}/s over ${count}`]);
}

const startedBoot = performance.now();
// Rate limits off: the bench is one client making hundreds of requests on purpose.
const t = await buildTestApp('pglite', { rateLimit: false });
rows.push(['boot buildApp (PGlite in memory, migrated)', `${(performance.now() - startedBoot).toFixed(0)} ms`]);
rows.push(['RSS after boot', `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB`]);

const rocket = await readFile(path.resolve('e2e/fixtures/rocket.jpg'));
// A 12 MP phone photo, sideways with an EXIF orientation, as phones take them.
const phone = await sharp(rocket).resize(4000, 3000).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
rows.push(['12 MP phone JPEG size', `${(phone.length / 1024 / 1024).toFixed(1)} MiB`]);

await measure('normalizeUpload 12 MP JPEG', 5, () => normalizeUpload(phone, 40_000_000));
await measure('normalizeUpload 640x427 JPEG', 20, () => normalizeUpload(rocket, 40_000_000));
await benchArtwork(rows, phone);
await benchArtworkJobs(rows, phone);

const ids: string[] = [];
await measure('POST /api/customers', 300, async () => {
  ids.push((await t.app.inject({ method: 'POST', url: '/api/customers' })).json().id);
});

await measure('PUT /api/customers/:id/image (640x427 JPEG)', 30, async (i) => {
  const { payload, headers } = multipartBody(
    {},
    { field: 'file', filename: 'rocket.jpg', contentType: 'image/jpeg', body: rocket },
  );
  await t.app.inject({ method: 'PUT', url: `/api/customers/${ids[i]}/image`, payload, headers });
});

await measure('POST /api/checkout (test provider)', 30, async (i) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: {
      productType: 'tshirt',
      size: 'm',
      color: 'white',
      price: '54.43',
      customerId: ids[i],
      discountApplied: false,
      currency: 'usd',
      locale: 'en-us',
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
});

clearInterval(timer);
sampleRss();
rows.push(['peak RSS of this process', `${(peakRss / 1024 / 1024).toFixed(0)} MiB`]);
await t.close();

const width = Math.max(...rows.map(([label]) => label.length));
console.log('\nwowtees bench (embedded defaults)\n');
for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
