// Document reads, folder vs bucket: the same 200 KB documents saved and read back (decrypted) through
// lib/documents/store.ts, once with the folder store and once with an S3-compatible bucket (s3rver on this
// machine, so the bucket's row shows the cost of the protocol and the SDK, not of a network). Part of
// `npm run bench`; alone: `npx tsx --conditions=react-server bench/document-reads.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { S3RVER_CREDENTIALS, startS3Server } from '../tests/helpers/s3-server';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function documentReads({ documents = 20, rounds = 10 } = {}) {
  Object.assign(process.env, S3RVER_CREDENTIALS, { APP_ENV: process.env.APP_ENV ?? 'local', DOCUMENT_KEY: process.env.DOCUMENT_KEY ?? 'c'.repeat(64) });
  process.env.DATABASE_URL ??= 'postgresql://unused@127.0.0.1:1/unused'; // the store needs no database
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
  const s3 = await startS3Server({ directory: path.join(work, 's3'), buckets: ['bench'] });
  const { createStore } = await import('../lib/documents/document-store');
  const { saveDocument, readDocument } = await import('../lib/documents/store');
  const g = globalThis as { documentStore?: unknown };
  const results: Record<'local' | 's3', { p50: number; p95: number }> = {} as never;
  try {
    for (const kind of ['local', 's3'] as const) {
      g.documentStore = createStore(kind === 'local' ? { kind, dir: path.join(work, 'uploads') } : { kind, bucket: 'bench', region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true });
      const stored = [];
      for (let i = 0; i < documents; i++) stored.push(await saveDocument(randomBytes(200 * 1024), `bench-${i}`));
      await readDocument(stored[0]!.storageKey, stored[0]!.keyId); // warm the client
      const times: number[] = [];
      for (let r = 0; r < rounds; r++) {
        for (const doc of stored) {
          const t = performance.now();
          await readDocument(doc.storageKey, doc.keyId);
          times.push(performance.now() - t);
        }
      }
      times.sort((a, b) => a - b);
      results[kind] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
  } finally {
    delete g.documentStore;
    await s3.close();
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await documentReads();
  const f = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`document read, 200 KB, decrypted: folder p50 ${f(r.local.p50)}, p95 ${f(r.local.p95)}; bucket (s3rver) p50 ${f(r.s3.p50)}, p95 ${f(r.s3.p95)}`);
}
