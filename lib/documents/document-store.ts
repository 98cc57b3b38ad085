// Where the encrypted documents live: a folder on this machine (the default, one machine) or an S3-compatible
// bucket (several instances, docs/decisions/018). A store only moves ciphertext; encryption and the key list
// stay in documents.ts, so the bucket never holds a readable byte. Chosen once per process by DOCUMENT_STORE.
import 'server-only';
import { env } from '@/lib/platform/env';
import { localStore } from './local-store';
import { s3Store } from './s3-store';

export interface DocumentStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole object; a reader never sees half of it. */
  put(storageKey: string, data: Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(storageKey: string): Promise<Buffer | null>;
  /** Removes the object; true when one was there (erasure reports what it really deleted). */
  delete(storageKey: string): Promise<boolean>;
  /** Every stored key (for `documents verify`). */
  keys(): AsyncIterable<string>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;
}

/** Thrown when a row names an object the store does not hold. `code` matches the folder's old ENOENT. */
export class MissingDocumentError extends Error {
  readonly code = 'ENOENT';
  constructor(storageKey: string) { super(`No stored object for document ${storageKey}`); }
}

export const STORAGE_KEY = /^[a-z0-9-]+\/[a-f0-9]{32}$/;

/** The store's folder for the public images (lib/media/media-store.ts): unencrypted, and named by no document row. */
export const PUBLIC_MEDIA_FOLDER = 'public-media';

export function assertStorageKey(storageKey: string) {
  if (!STORAGE_KEY.test(storageKey)) throw new Error('Invalid storage key');
}

export type StoreConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; forcePathStyle: boolean };

export function storeConfigFromEnv(): StoreConfig {
  if (env.DOCUMENT_STORE === 's3') {
    return { kind: 's3', bucket: env.S3_BUCKET!, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE };
  }
  return { kind: 'local', dir: env.UPLOAD_DIR };
}

export const createStore = (config: StoreConfig): DocumentStore => (config.kind === 's3' ? s3Store(config) : localStore(config.dir));

const globalForStore = globalThis as unknown as { documentStore?: DocumentStore };

/**
 * The stores that may hold a copy of a row's file: the store the row names first, then the configured one and,
 * while both are set up (S3_BUCKET and a folder during a migration), the other. Erasure deletes from all of them.
 */
export function storesFor(rowStore: string): DocumentStore[] {
  const configured = documentStore();
  const other = (kind: string): DocumentStore | undefined => {
    if (kind === configured.kind) return configured;
    if (kind === 's3') return env.S3_BUCKET ? createStore({ kind: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION, endpoint: env.S3_ENDPOINT, forcePathStyle: env.S3_FORCE_PATH_STYLE }) : undefined;
    return createStore({ kind: 'local', dir: env.UPLOAD_DIR });
  };
  const list = [other(rowStore), configured, other(configured.kind === 's3' ? 'local' : 's3')];
  return list.filter((s, i): s is DocumentStore => Boolean(s) && list.findIndex((t) => t?.kind === s!.kind) === i);
}

/** The configured store, one per process. */
export function documentStore(): DocumentStore {
  return (globalForStore.documentStore ??= createStore(storeConfigFromEnv()));
}
