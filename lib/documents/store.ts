// Private storage for uploaded documents (Aadhaar PDFs, passport photos, institution ID proofs).
// Files live in the configured document store (document-store.ts: a folder under UPLOAD_DIR, never public/, or
// an S3-compatible bucket), under a random key in a folder of their owner, and are encrypted here, in the app,
// with AES-256-GCM: a store only ever holds ciphertext. DOCUMENT_KEY is a rotation list (newest first): new files
// are encrypted with the newest key, and each stored document records that key's id (keyId, a fingerprint that
// reveals nothing of the key), so `admin documents rekey` knows what is left to re-encrypt. Reading tries the
// recorded key first and then the others: GCM authentication tells which one fits, so a file rewritten by a
// rekey that crashed before recording it still opens.
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { assertStorageKey, documentStore, MissingDocumentError, type DocumentStore } from './document-store';
import { DOCUMENT_CSP, STAFF_DOCUMENT_CSP } from './document-policy';

const ALGORITHM = 'aes-256-gcm';
const MAGIC = Buffer.from('NYFDOC1'); // file header: format marker, then 12-byte IV, 16-byte tag, ciphertext

export type StoredDocument = {
  storageKey: string; sha256: string; sizeBytes: number; encryption: typeof ALGORITHM; keyId: string;
  /** Which store holds it ('local' or 's3'): `documents migrate` moves rows one by one. */
  store: DocumentStore['kind'];
};

/** A key's id: the first 8 hex characters of a labelled SHA-256 of it. */
export const documentKeyId = (hexKey: string) => createHash('sha256').update(`document-key-id:${hexKey.toLowerCase()}`).digest('hex').slice(0, 8);

const keys = () => env.DOCUMENT_KEY.map((hex) => ({ id: documentKeyId(hex), key: Buffer.from(hex, 'hex') }));
/** The id of the key new files are encrypted with. */
export const currentDocumentKeyId = () => keys()[0].id;

// The header: MAGIC, the 12-byte IV, then the 16-byte GCM tag at TAG_OFFSET, then the ciphertext.
const TAG_OFFSET = MAGIC.length + 12;

/** Encrypts and writes a file under the newest key; `owner` names the folder (e.g. 'intern-12'). */
export async function saveDocument(source: Blob | Uint8Array, owner: string): Promise<StoredDocument> {
  const storageKey = `${owner.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${randomBytes(16).toString('hex')}`;
  const store = documentStore();
  const { data, keyId, sha256, sizeBytes } = await encrypt(source);
  await store.put(storageKey, data);
  return { storageKey, sha256, sizeBytes, encryption: ALGORITHM, keyId, store: store.kind };
}

/** Re-encrypts a stored file under the newest key, in place; returns that key's id. */
export async function rewriteDocument(storageKey: string, recordedKeyId?: string | null): Promise<string> {
  const { data, keyId } = await encrypt(await readDocument(storageKey, recordedKeyId));
  await documentStore().put(storageKey, data);
  return keyId;
}

/**
 * Encrypts chunk by chunk (hashing on the way), so a registration never holds the request thread for a
 * whole file. The tag is known only at the end, so its slot in the header is filled last: the format is the
 * same as when files were written whole, and old and new files open alike.
 */
async function encrypt(source: Blob | Uint8Array) {
  const blob = source instanceof Blob ? source : new Blob([new Uint8Array(source)]);
  const [newest] = keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, newest.key, iv);
  const sha256 = createHash('sha256');
  const tag = Buffer.alloc(16);
  const parts: Buffer[] = [MAGIC, iv, tag];
  const reader = blob.stream().getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    sha256.update(next.value);
    parts.push(cipher.update(next.value));
  }
  parts.push(cipher.final());
  cipher.getAuthTag().copy(tag);
  return { data: Buffer.concat(parts), keyId: newest.id, sha256: sha256.digest('hex'), sizeBytes: blob.size };
}

/** The original bytes; throws if the file is missing (MissingDocumentError), altered, or no listed key opens it. */
export async function readDocument(storageKey: string, recordedKeyId?: string | null): Promise<Buffer> {
  assertStorageKey(storageKey);
  const data = await documentStore().get(storageKey);
  if (!data) throw new MissingDocumentError(storageKey);
  return decryptDocument(data, recordedKeyId);
}

/** Opens stored bytes (GCM authenticates them) with the recorded key first, then the others. */
export function decryptDocument(data: Buffer, recordedKeyId?: string | null): Buffer {
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not an encrypted document');
  const iv = data.subarray(MAGIC.length, TAG_OFFSET);
  const tag = data.subarray(TAG_OFFSET, TAG_OFFSET + 16);
  const candidates = keys().sort((a, b) => Number(b.id === recordedKeyId) - Number(a.id === recordedKeyId));
  for (const { key } of candidates) {
    try {
      const decipher = createDecipheriv(ALGORITHM, key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data.subarray(TAG_OFFSET + 16)), decipher.final()]);
    } catch { /* not this key */ }
  }
  throw new Error('No DOCUMENT_KEY entry opens this document (altered, or its key was removed from the list)');
}

/** Removes a stored file; true when it was there (false: nothing to delete, which erasure must report). */
export async function deleteDocument(storageKey: string): Promise<boolean> {
  return documentStore().delete(storageKey);
}

/**
 * An HTTP answer for a stored document: detected type, no sniffing, no caching. A file that passed the
 * content check can still carry HTML or script after its magic bytes (a PDF polyglot), so nothing but an
 * image is ever rendered by the browser in our origin: other types download as attachments, and every one
 * comes with a sandbox CSP, which gives a document opened anyway an opaque origin without script.
 * `framed`: the staff console shows a PDF inline in a frame of its own pages; the sandbox still holds
 * (STAFF_DOCUMENT_CSP, which next.config.ts also sends for the route).
 */
export function documentResponse(bytes: Uint8Array, contentType: string, filename: string, o: { framed?: boolean } = {}) {
  const disposition = contentType.startsWith('image/') || (o.framed && contentType === 'application/pdf') ? 'inline' : 'attachment';
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Content-Security-Policy': o.framed ? STAFF_DOCUMENT_CSP : DOCUMENT_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
