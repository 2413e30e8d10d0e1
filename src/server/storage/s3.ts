/**
 * FileStorage on an S3-compatible bucket (AWS S3, MinIO, R2, …) when `S3_BUCKET` is set
 * (docs/decisions/0008). One object per key, written by a single PutObject, which S3 makes visible
 * only once complete: no reader sees half a file, so no temporary names are needed. Content type and
 * `Cache-Control` are stored on the object; `get` reads the lifetime back from `Cache-Control`.
 * Private areas are served by the app's `/files/` route or a short-lived signed GET; only public
 * areas get bucket URLs, and only when `S3_PUBLIC_URL` says where the bucket is public.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { absoluteUrl } from '#shared/paths.ts';
import type { S3Config } from '../config.ts';
import {
  assertSafeKey,
  assertSafePrefix,
  type FileStorage,
  isPublicKey,
  type StoredFile,
  type StoredKeyPage,
  signedUrlSeconds,
} from './file-storage.ts';

/**
 * Whether an S3 error means "no such object" (GetObject: NoSuchKey; HeadObject: a bare 404, which
 * S3 also answers for a missing bucket: `ping` tells those apart). NoSuchBucket is an error.
 */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

/** `max-age` of a `Cache-Control` value, seconds; 0 when absent. */
function maxAgeOf(cacheControl: string | undefined): number {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : 0;
}

export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly shopUrl: string;
  private readonly bucketPublicUrl?: string;

  /** @param config the `S3_*` settings; @param shopUrl the shop's origin (`PUBLIC_URL`). */
  constructor(config: S3Config, shopUrl: string) {
    this.bucket = config.bucket;
    this.shopUrl = shopUrl;
    this.bucketPublicUrl = config.publicUrl;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default
      // CRC32 trailers (aws-chunked bodies); the body is still signed (SigV4 payload hash).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Buffer, options: { contentType: string; cacheSeconds: number }): Promise<void> {
    assertSafeKey(key);
    const visibility = isPublicKey(key) ? 'public' : 'private';
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        CacheControl: `${visibility}, max-age=${options.cacheSeconds}`,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return {
        body,
        contentType: object.ContentType ?? 'application/octet-stream',
        cacheSeconds: maxAgeOf(object.CacheControl),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** S3's DeleteObject already succeeds for a missing key. */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Cursor: S3's continuation token. */
  async list(prefix: string, options: { cursor?: string; limit?: number } = {}): Promise<StoredKeyPage> {
    assertSafePrefix(prefix);
    const page = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: prefix,
        MaxKeys: options.limit ?? 1000,
        ContinuationToken: options.cursor,
      }),
    );
    const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    return { keys, cursor: page.IsTruncated ? (page.NextContinuationToken ?? null) : null };
  }

  url(key: string): string {
    if (this.bucketPublicUrl && isPublicKey(key)) return `${this.bucketPublicUrl}/${key}`;
    return absoluteUrl(this.shopUrl, `/files/${key}`);
  }

  async signedUrl(key: string, options: { expiresSeconds?: number } = {}): Promise<string | null> {
    assertSafeKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: options.expiresSeconds ?? signedUrlSeconds,
    });
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's keep-alive connections (app shutdown). */
  close(): void {
    this.client.destroy();
  }
}
