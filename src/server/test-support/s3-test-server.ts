/**
 * Test support: a real S3-protocol server (s3rver, see s3-peer.mjs) on a free port of 127.0.0.1,
 * with one empty bucket in a temporary folder, for the storage contract tests and API tests on S3.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Config } from '../config.ts';

export interface S3TestServer {
  /** Settings for the bucket, as `S3_*` with `S3_ENDPOINT` would give them (path-style). */
  config: S3Config;
  /** The server's origin, e.g. `http://127.0.0.1:41234`. */
  endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts the S3 peer with bucket `bucket` (s3rver's fixed credentials S3RVER/S3RVER).
 * @throws Error when it does not say it listens within 10 s.
 */
export async function startS3TestServer(bucket = 'wowtees-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wowtees-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', path.join(import.meta.dirname, 's3-peer.mjs'), directory, bucket],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => JSON.parse(line as string) as { port: number }),
    once(child, 'exit').then(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), 10_000);
    }),
  ]);
  clearTimeout(timer);
  if (!first) {
    child.kill();
    throw new Error('The S3 test server did not start');
  }
  const endpoint = `http://127.0.0.1:${first.port}`;
  return {
    endpoint,
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.stdin?.end();
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
