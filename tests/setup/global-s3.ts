// Vitest global setup: a real S3-compatible server (s3rver, from npm) on a free port with a bucket for the
// run, so the document-store contract runs against the bucket as well as the folder. s3rver refuses the SDK's
// CreateBucket, so the bucket is configured when the server starts.
import type { TestProject } from 'vitest/node';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../helpers/s3-server';

export default async function setup(project: TestProject) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const s3 = await startS3Server({ directory, buckets: ['test-documents', 'test-stores', 'test-stall', 'test-migrate', 'test-instances', 'test-restore'] });
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await s3.close();
    rmSync(directory, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the run's s3rver; its buckets are test-documents, test-stores, test-stall, test-migrate, test-instances, test-restore (one per file that lists or verifies a whole bucket) (credentials S3RVER/S3RVER). */
    s3Endpoint: string;
  }
}
