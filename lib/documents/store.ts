// Private storage for uploaded documents (Aadhaar PDFs, passport photos, institution ID proofs).
// Files live under UPLOAD_DIR (never public/), under a random key in a folder of their owner, and are
// encrypted at rest with AES-256-GCM. DOCUMENT_KEY is a rotation list (newest first): new files are encrypted
// with the newest key, and each stored document records that key's id (keyId, a fingerprint that reveals
// nothing of the key), so `admin documents rekey` knows what is left to re-encrypt. Reading tries the recorded
// key first and then the others: GCM authentication tells which one fits, so a file rewritten by a rekey that
// crashed before recording it still opens. Kept small and self-contained so a cloud object store could
// replace it: saveDocument, readDocument, deleteDocument (and rewriteDocument for the rekey).
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/platform/env';
import { DOCUMENT_CSP } from './document-policy';

const ALGORITHM = 'aes-256-gcm';
const MAGIC = Buffer.from('NYFDOC1'); // file header: format marker, then 12-byte IV, 16-byte tag, ciphertext

export type StoredDocument = { storageKey: string; sha256: string; sizeBytes: number; encryption: typeof ALGORITHM; keyId: string };

/** A key's id: the first 8 hex characters of a labelled SHA-256 of it. */
export const documentKeyId = (hexKey: string) => createHash('sha256').update(`document-key-id:${hexKey.toLowerCase()}`).digest('hex').slice(0, 8);

const keys = () => env.DOCUMENT_KEY.map((hex) => ({ id: documentKeyId(hex), key: Buffer.from(hex, 'hex') }));
/** The id of the key new files are encrypted with. */
export const currentDocumentKeyId = () => keys()[0].id;

function fullPath(storageKey: string) {
  if (!/^[a-z0-9-]+\/[a-f0-9]{32}$/.test(storageKey)) throw new Error('Invalid storage key');
  return path.join(env.UPLOAD_DIR, storageKey);
}

// The header: MAGIC, the 12-byte IV, then the 16-byte GCM tag at TAG_OFFSET, then the ciphertext.
const TAG_OFFSET = MAGIC.length + 12;

/** Encrypts and writes a file under the newest key; `owner` names the folder (e.g. 'intern-12'). */
export async function saveDocument(source: Blob | Uint8Array, owner: string): Promise<StoredDocument> {
  const storageKey = `${owner.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${randomBytes(16).toString('hex')}`;
  const { keyId, sha256, sizeBytes } = await writeEncrypted(storageKey, source);
  return { storageKey, sha256, sizeBytes, encryption: ALGORITHM, keyId };
}

/** Re-encrypts a stored file under the newest key, in place; returns that key's id. */
export async function rewriteDocument(storageKey: string, recordedKeyId?: string | null): Promise<string> {
  return (await writeEncrypted(storageKey, await readDocument(storageKey, recordedKeyId))).keyId;
}

/**
 * Encrypts chunk by chunk (hashing on the way), so a registration never holds the request thread for a
 * whole file. The tag is known only at the end, so its slot in the header is written last: the format is the
 * same as when files were written whole, and old and new files open alike.
 */
async function writeEncrypted(storageKey: string, source: Blob | Uint8Array) {
  const blob = source instanceof Blob ? source : new Blob([new Uint8Array(source)]);
  const file = fullPath(storageKey);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const [newest] = keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, newest.key, iv);
  const sha256 = createHash('sha256');
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`; // two writers never share a temporary file
  const out = await open(tmp, 'w', 0o600);
  try {
    await out.write(Buffer.concat([MAGIC, iv, Buffer.alloc(16)]));
    const reader = blob.stream().getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      sha256.update(next.value);
      await out.write(cipher.update(next.value));
    }
    await out.write(cipher.final());
    await out.write(cipher.getAuthTag(), 0, 16, TAG_OFFSET);
  } catch (error) {
    await out.close();
    await unlink(tmp).catch(() => {});
    throw error;
  }
  await out.close();
  await rename(tmp, file); // a reader never sees half a file
  return { keyId: newest.id, sha256: sha256.digest('hex'), sizeBytes: blob.size };
}

/** The original bytes; throws if the file was altered or no listed key opens it (GCM authentication). */
export async function readDocument(storageKey: string, recordedKeyId?: string | null): Promise<Buffer> {
  const data = await readFile(fullPath(storageKey));
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

export async function deleteDocument(storageKey: string) {
  await unlink(fullPath(storageKey)).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'ENOENT') throw e; });
}

/**
 * An HTTP answer for a stored document: detected type, no sniffing, no caching. A file that passed the
 * content check can still carry HTML or script after its magic bytes (a PDF polyglot), so nothing but an
 * image is ever rendered by the browser in our origin: other types download as attachments, and every one
 * comes with a sandbox CSP, which gives a document opened anyway an opaque origin without script.
 */
export function documentResponse(bytes: Uint8Array, contentType: string, filename: string) {
  const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'Content-Security-Policy': DOCUMENT_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
