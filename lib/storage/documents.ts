// Private storage for uploaded documents (Aadhaar PDFs, passport photos, institution ID proofs).
// Files live under UPLOAD_DIR (never public/), under a random key in a folder of their owner, and are
// encrypted at rest with AES-256-GCM (key: DOCUMENT_KEY). Kept small and self-contained so a cloud
// object store could replace it: saveDocument, readDocument, deleteDocument.
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

const ALGORITHM = 'aes-256-gcm';
const MAGIC = Buffer.from('NYFDOC1'); // file header: format marker, then 12-byte IV, 16-byte tag, ciphertext

export type StoredDocument = { storageKey: string; sha256: string; sizeBytes: number; encryption: typeof ALGORITHM };

const key = () => Buffer.from(env.DOCUMENT_KEY, 'hex');

function fullPath(storageKey: string) {
  if (!/^[a-z0-9-]+\/[a-f0-9]{32}$/.test(storageKey)) throw new Error('Invalid storage key');
  return path.join(env.UPLOAD_DIR, storageKey);
}

const TAG_OFFSET = MAGIC.length + 12;

/**
 * Encrypts and writes a file chunk by chunk (hashing it on the way), so a registration never holds the
 * request thread for a whole file; `owner` names the folder (e.g. 'intern-12'). The tag is only known at
 * the end, so its slot in the header is written last: the format is the same as when files were written whole.
 */
export async function saveDocument(source: Blob | Uint8Array, owner: string): Promise<StoredDocument> {
  const blob = source instanceof Blob ? source : new Blob([new Uint8Array(source)]);
  const storageKey = `${owner.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${randomBytes(16).toString('hex')}`;
  const file = fullPath(storageKey);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key(), iv);
  const sha256 = createHash('sha256');
  const tmp = `${file}.tmp`;
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
  return { storageKey, sha256: sha256.digest('hex'), sizeBytes: blob.size, encryption: ALGORITHM };
}

/** The original bytes; throws if the file was altered (GCM authentication). */
export async function readDocument(storageKey: string): Promise<Buffer> {
  const data = await readFile(fullPath(storageKey));
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('Not an encrypted document');
  const iv = data.subarray(MAGIC.length, TAG_OFFSET);
  const tag = data.subarray(TAG_OFFSET, TAG_OFFSET + 16);
  const decipher = createDecipheriv(ALGORITHM, key(), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data.subarray(TAG_OFFSET + 16)), decipher.final()]);
}

export async function deleteDocument(storageKey: string) {
  await unlink(fullPath(storageKey)).catch((e: NodeJS.ErrnoException) => { if (e.code !== 'ENOENT') throw e; });
}

/** An HTTP answer for a stored document: detected type, download name, no sniffing, no caching. */
export function documentResponse(bytes: Uint8Array, contentType: string, filename: string, disposition: 'inline' | 'attachment' = 'inline') {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `${disposition}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
