/** `S3_*` configuration (docs/decisions/0008): all or none, with clear start errors. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const base = { DATA_DIR: '/tmp/wowtees-config-test' };

describe('S3 configuration', () => {
  it('keeps files on the local disk when no S3 key is set', () => {
    expect(loadConfig(base).s3).toBeUndefined();
  });

  it('uses path-style addressing for an S3-compatible endpoint, and trims the public URL', () => {
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'shop-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example/shop-files/',
    });
    expect(config.s3).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example/shop-files',
    });
  });

  it('uses virtual-host addressing and the default credentials on AWS unless told otherwise', () => {
    const aws = loadConfig({ ...base, S3_BUCKET: 'shop-files', S3_REGION: 'eu-central-1' }).s3;
    expect(aws).toMatchObject({ region: 'eu-central-1', forcePathStyle: false, credentials: undefined });
    const forced = loadConfig({ ...base, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'true' }).s3;
    expect(forced?.forcePathStyle).toBe(true);
  });

  it('stops with a clear message for S3 keys without a bucket, half a key pair, or a bad value', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required with S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
