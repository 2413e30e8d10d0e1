/**
 * Upload rows of `npm run bench` (issue 9): a 12 MP phone JPEG through the API against sharp's
 * bare decode + re-encode of the same file, a 48 MP phone JPEG through the API, and `/healthz`
 * latency while four 40 MP uploads run at once (the image work must stay off the event loop).
 * Photos are made from e2e/fixtures/rocket.jpg, sideways with an EXIF orientation as phones write.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface UploadFigures {
  phone12Bytes: number;
  phone12ApiMs: number;
  phone12SharpMs: number;
  /** API time ÷ bare sharp time (goal <= 1.3). */
  phone12Ratio: number;
  phone48Bytes: number;
  phone48ApiMs: number;
  phone48Status: number;
  phone48Code?: string;
  healthzIdle: { p50: number; p99: number; samples: number };
  healthzDuring40Mp: { p50: number; p99: number; max: number; samples: number; uploadMs: number; statuses: number[] };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A phone-like JPEG of `width` × `height` made from the rocket fixture. */
export async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  const rocket = await readFile(path.resolve('e2e/fixtures/rocket.jpg'));
  return sharp(rocket, { limitInputPixels: false })
    .resize(width, height, { fit: 'fill' })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function newCustomer(url: string): Promise<string> {
  const res = await fetch(`${url}/api/customers`, { method: 'POST' });
  if (res.status !== 201) throw new Error(`POST /api/customers: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** PUT /api/customers/:id/image. @returns status, error code if any, and time in ms. */
export async function upload(
  url: string,
  customerId: string,
  body: Buffer,
  filename = 'phone.jpg',
): Promise<{ status: number; code?: string; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), filename);
  const started = performance.now();
  const res = await fetch(`${url}/api/customers/${customerId}/image`, { method: 'PUT', body: form });
  const text = await res.text();
  const ms = performance.now() - started;
  let code: string | undefined;
  if (!res.ok) {
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      code = text.slice(0, 80);
    }
  }
  return { status: res.status, code, ms };
}

/** Sequential GET /healthz until `until` resolves; each latency in ms. */
async function pollHealth(url: string, until: Promise<unknown>, minSamples = 0): Promise<number[]> {
  let done = false;
  until.finally(() => {
    done = true;
  });
  const latencies: number[] = [];
  while (!done || latencies.length < minSamples) {
    const started = performance.now();
    const res = await fetch(`${url}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (done && minSamples === 0) break;
  }
  return latencies;
}

/** Runs the upload rows against the shop at `url`. */
export async function benchUploads(url: string, rounds = 5): Promise<UploadFigures> {
  const phone12 = await phoneJpeg(4000, 3000);
  // Warm-up: worker threads start, sharp loads.
  await upload(url, await newCustomer(url), phone12);
  const apiMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const result = await upload(url, await newCustomer(url), phone12);
    if (result.status !== 200) throw new Error(`12 MP upload: ${result.status} ${result.code}`);
    apiMs.push(result.ms);
  }
  // The same work without the shop: decode, apply the orientation, encode as the upload normalizer does.
  const sharpMs: number[] = [];
  await sharp(phone12).autoOrient().jpeg({ quality: 90 }).toBuffer();
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await sharp(phone12).autoOrient().jpeg({ quality: 90 }).toBuffer();
    sharpMs.push(performance.now() - started);
  }

  const phone48 = await phoneJpeg(8000, 6000);
  const result48 = await upload(url, await newCustomer(url), phone48);

  const idle = await pollHealth(url, new Promise((resolve) => setTimeout(resolve, 2000)));
  const phone40 = await phoneJpeg(7300, 5475);
  const ids = await Promise.all([0, 1, 2, 3].map(() => newCustomer(url)));
  const started = performance.now();
  const uploads = Promise.all(ids.map((id) => upload(url, id, phone40)));
  const during = await pollHealth(url, uploads);
  const results = await uploads;
  const uploadMs = performance.now() - started;

  const phone12ApiMs = median(apiMs);
  const phone12SharpMs = median(sharpMs);
  return {
    phone12Bytes: phone12.length,
    phone12ApiMs,
    phone12SharpMs,
    phone12Ratio: phone12ApiMs / phone12SharpMs,
    phone48Bytes: phone48.length,
    phone48ApiMs: result48.ms,
    phone48Status: result48.status,
    phone48Code: result48.code,
    healthzIdle: { p50: percentile(idle, 50), p99: percentile(idle, 99), samples: idle.length },
    healthzDuring40Mp: {
      p50: percentile(during, 50),
      p99: percentile(during, 99),
      max: Math.max(...during),
      samples: during.length,
      uploadMs,
      statuses: results.map((r) => r.status),
    },
  };
}
