import { describe, expect, it } from 'vitest';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deleteDocument, readDocument, saveDocument } from '@/lib/documents/store';
import { sniffFile, sniffFileType } from '@/lib/documents/sniff';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');

describe('document storage', () => {
  it('stores ciphertext under UPLOAD_DIR and gives back the original bytes', async () => {
    const stored = await saveDocument(pdf, 'intern-1');
    expect(stored.storageKey).toMatch(/^intern-1\/[a-f0-9]{32}$/);
    const onDisk = await readFile(path.join(process.env.UPLOAD_DIR!, stored.storageKey));
    expect(sniffFileType(onDisk)).toBeNull(); // not readable as a PDF
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(new Uint8Array(await readDocument(stored.storageKey))).toEqual(pdf);
    await deleteDocument(stored.storageKey);
    expect(await readdir(path.join(process.env.UPLOAD_DIR!, 'intern-1'))).toEqual([]);
  });

  it('refuses a storage key that would leave the upload folder', async () => {
    await expect(readDocument('../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});

describe('sniffFileType', () => {
  it('recognises PDF, JPEG, PNG and WebP by content', () => {
    expect(sniffFileType(pdf)?.ext).toBe('pdf');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe('jpg');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('png');
    expect(sniffFileType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))?.ext).toBe('webp');
    expect(sniffFileType(new TextEncoder().encode('hello, I am text'))).toBeNull();
  });
});

describe('streamed document storage', () => {
  const key = () => Buffer.from(process.env.DOCUMENT_KEY!, 'hex');

  it('encrypts a 1.9 MB upload chunk by chunk, with the hash and size of the whole file', async () => {
    const bytes = randomBytes(1.9 * 1024 * 1024);
    bytes.set(Buffer.from('%PDF-1.7\n'));
    const stored = await saveDocument(new Blob([bytes]), 'intern-2');
    expect(stored.sizeBytes).toBe(bytes.byteLength);
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.compare(await readDocument(stored.storageKey), bytes)).toBe(0);
    // The folder holds the finished file only: no temporary file is left behind.
    expect(await readdir(path.join(process.env.UPLOAD_DIR!, 'intern-2'))).toEqual([stored.storageKey.split('/')[1]]);
  });

  it('keeps the on-disk format: a file written whole (magic, IV, tag, ciphertext) still opens', async () => {
    const stored = await saveDocument(pdf, 'intern-3');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key(), iv);
    const ciphertext = Buffer.concat([cipher.update(pdf), cipher.final()]);
    await writeFile(path.join(process.env.UPLOAD_DIR!, stored.storageKey), Buffer.concat([Buffer.from('NYFDOC1'), iv, cipher.getAuthTag(), ciphertext]));
    expect(new Uint8Array(await readDocument(stored.storageKey))).toEqual(pdf);
  });

  it('leaves nothing on disk when the upload fails halfway', async () => {
    let sent = 0;
    const failing = new Blob([pdf]);
    Object.defineProperty(failing, 'stream', {
      value: () => new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ === 0) controller.enqueue(new Uint8Array(64 * 1024));
          else controller.error(new Error('connection reset'));
        },
      }),
    });
    await expect(saveDocument(failing, 'intern-4')).rejects.toThrow('connection reset');
    expect(await readdir(path.join(process.env.UPLOAD_DIR!, 'intern-4')).catch(() => [])).toEqual([]);
  });

  it('detects the type from the first bytes of a file without reading the rest', async () => {
    const big = new Blob([pdf, new Uint8Array(2 * 1024 * 1024)]);
    let sliced: [number | undefined, number | undefined] | undefined;
    const slice = big.slice.bind(big);
    Object.defineProperty(big, 'slice', { value: (a?: number, b?: number) => { sliced = [a, b]; return slice(a, b); } });
    expect((await sniffFile(big))?.ext).toBe('pdf');
    expect(sliced).toEqual([0, 16]);
    expect(await sniffFile(new Blob([new TextEncoder().encode('hello, I am text')]))).toBeNull();
  });
});
