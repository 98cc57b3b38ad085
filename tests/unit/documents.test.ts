import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deleteDocument, readDocument, saveDocument } from '@/lib/storage/documents';
import { sniffFileType } from '@/lib/files/sniff';

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
