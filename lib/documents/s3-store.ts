// The document store in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO), shared by every
// instance. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an
// instance role); nothing here reads a secret. Checksums only when an operation requires them: the SDK's
// newer default (a CRC32 on every upload) is refused by R2 and B2.
import 'server-only';
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, STORAGE_KEY, type DocumentStore } from './document-store';

type S3Config = { bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

const isMissing = (e: unknown) =>
  e instanceof NoSuchKey || e instanceof NotFound || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Store({ bucket, region, endpoint, forcePathStyle }: S3Config): DocumentStore {
  const client = new S3Client({
    region,
    endpoint: endpoint || undefined,
    forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A bucket that hangs must not hold requests forever: connect within 3 s, answer within 15 s.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  // Bucket-level requests in path style (list, head bucket) go to "/bucket" rather than the SDK's "/bucket/":
  // S3 accepts both, and some S3-compatible servers (s3rver, which the tests use) verify the signature of the
  // first form only. Object requests ("/bucket/key") are left alone.
  if (forcePathStyle) {
    client.middlewareStack.add((next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    }, { step: 'build', name: 'bucketPathWithoutSlash' });
  }
  const key = (storageKey: string) => { assertStorageKey(storageKey); return storageKey; };
  return {
    kind: 's3',
    async put(storageKey, data) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(storageKey), Body: data, ContentType: 'application/octet-stream' }));
    },
    async get(storageKey) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(storageKey) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(storageKey) {
      // S3's DELETE answers 204 whether or not the object existed: ask first, so erasure can tell the truth.
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(storageKey) }));
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storageKey }));
      return true;
    },
    async *keys() {
      for (let token: string | undefined; ;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key && STORAGE_KEY.test(o.Key)) yield o.Key; // not another application's objects
        if (!page.IsTruncated) return;
        token = page.NextContinuationToken;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
