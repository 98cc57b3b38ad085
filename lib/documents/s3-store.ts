// The document store in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, MinIO), shared by every
// instance. Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an
// instance role); nothing here reads a secret. Checksums only when an operation requires them: the SDK's
// newer default (a CRC32 on every upload) is refused by R2 and B2.
import 'server-only';
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, PutObjectCommand, S3Client,
} from '@aws-sdk/client-s3';
import { assertStorageKey, STORAGE_KEY, type DocumentStore } from './document-store';
import { UnavailableError } from '@/lib/kernel/domain-errors';
import { DOCUMENT_STORE_LIMITS } from '@/lib/limits';

export const STORE_UNAVAILABLE = { code: 'document_store_unavailable', message: 'Documents cannot be stored or opened right now. Nothing was kept. Please try again in a minute.' } as const;
const storeUnavailable = () => new UnavailableError(DOCUMENT_STORE_LIMITS.retryAfterSeconds, STORE_UNAVAILABLE.message, STORE_UNAVAILABLE.code);

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
    maxAttempts: DOCUMENT_STORE_LIMITS.attempts,
    // A bucket that hangs must not hold requests forever: connect within 2 s, no 5 s without a byte of the answer.
    requestHandler: { connectionTimeout: DOCUMENT_STORE_LIMITS.connectMs, requestTimeout: DOCUMENT_STORE_LIMITS.quietMs, throwOnRequestTimeout: true },
  });
  // And each operation, its retries included, ends within `operationMs`: a stalled bucket (accepting connections and
  // then silent) held an upload for over a minute, three tries of 15 s and more (issue 39, A2). Past it, or on a
  // failure to reach the bucket at all, the request is answered 503 with Retry-After (lib/http/api-route.ts).
  const send = async <T>(request: (abortSignal: AbortSignal) => Promise<T>): Promise<T> => {
    try {
      return await request(AbortSignal.timeout(DOCUMENT_STORE_LIMITS.operationMs));
    } catch (e) {
      if (isMissing(e) || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode) throw e; // the bucket answered
      throw storeUnavailable();
    }
  };
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
      const Key = key(storageKey); // a malformed key is refused as such, before (and not as) a store failure
      await send((abortSignal) => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentType: 'application/octet-stream' }), { abortSignal }));
    },
    async get(storageKey) {
      const Key = key(storageKey);
      try {
        const res = await send((abortSignal) => client.send(new GetObjectCommand({ Bucket: bucket, Key }), { abortSignal }));
        return Buffer.from(await res.Body!.transformToByteArray().catch(() => { throw storeUnavailable(); })); // stalled mid-answer
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },
    async delete(storageKey) {
      // S3's DELETE answers 204 whether or not the object existed: ask first, so erasure can tell the truth.
      const Key = key(storageKey);
      try {
        await send((abortSignal) => client.send(new HeadObjectCommand({ Bucket: bucket, Key }), { abortSignal }));
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
      await send((abortSignal) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }), { abortSignal }));
      return true;
    },
    async *keys() {
      for (let token: string | undefined; ;) {
        const page = await send((abortSignal) => client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }), { abortSignal }));
        for (const o of page.Contents ?? []) if (o.Key && STORAGE_KEY.test(o.Key)) yield o.Key; // not another application's objects
        if (!page.IsTruncated) return;
        token = page.NextContinuationToken;
      }
    },
    async check() {
      await send((abortSignal) => client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal }));
    },
  };
}
