// A donor's PAN is protected like an Aadhaar copy: AES-256-GCM with the newest DOCUMENT_KEY, the key's id stored
// beside it so `admin documents rekey` (rekeyPans) can move old rows to a new key, and never logged. Staff who
// are not admins see it masked.
import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { env } from '@/lib/platform/env';
import { db } from '@/lib/platform/db/client';
import { documentKeyId } from '@/lib/documents/store';

const keys = () => env.DOCUMENT_KEY.map((hex) => ({ id: documentKeyId(hex), key: Buffer.from(hex, 'hex') }));

/** IV (12 bytes), tag (16), ciphertext. */
export function encryptPan(pan: string): { panEncrypted: Uint8Array<ArrayBuffer>; panKeyId: string } {
  const [newest] = keys();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', newest.key, iv);
  const data = Buffer.concat([cipher.update(pan, 'utf8'), cipher.final()]);
  return { panEncrypted: new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), data])), panKeyId: newest.id };
}

export function decryptPan(stored: Uint8Array, keyId?: string | null): string {
  const buf = Buffer.from(stored);
  const candidates = keys().sort((a, b) => Number(b.id === keyId) - Number(a.id === keyId));
  for (const { key } of candidates) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
      decipher.setAuthTag(buf.subarray(12, 28));
      return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8');
    } catch { /* not this key */ }
  }
  throw new Error('No DOCUMENT_KEY entry opens this PAN');
}

/** ABCDE1234F → XXXXX234F-style: enough to tell two donors apart on the phone, not enough to file with. */
export const maskPan = (pan: string) => `${'X'.repeat(6)}${pan.slice(6)}`;

/** The PAN as a staff role may see it, or null when none was given. */
export function panFor(row: { panEncrypted: Uint8Array | null; panKeyId: string | null }, o: { unmasked: boolean }): string | null {
  if (!row.panEncrypted) return null;
  const pan = decryptPan(row.panEncrypted, row.panKeyId);
  return o.unmasked ? pan : maskPan(pan);
}

/** Re-encrypts every stored PAN under the newest DOCUMENT_KEY (with `documents rekey`), so older entries can go. */
export async function rekeyPans(): Promise<{ keyId: string; reencrypted: number; unreadable: number[] }> {
  const [newest] = keys();
  let reencrypted = 0;
  const unreadable: number[] = [];
  for (let after = 0; ;) {
    const batch = await db.donation.findMany({
      where: { id: { gt: after }, panEncrypted: { not: null }, OR: [{ panKeyId: null }, { panKeyId: { not: newest.id } }] },
      orderBy: { id: 'asc' }, take: 200, select: { id: true, panEncrypted: true, panKeyId: true },
    });
    if (!batch.length) return { keyId: newest.id, reencrypted, unreadable };
    for (const row of batch) {
      after = row.id;
      let pan: string;
      try { pan = decryptPan(row.panEncrypted!, row.panKeyId); } catch { unreadable.push(row.id); continue; }
      // Only if unchanged meanwhile (an erasure blanks it): the update names the bytes it read.
      const done = await db.donation.updateMany({ where: { id: row.id, panEncrypted: row.panEncrypted }, data: encryptPan(pan) });
      reencrypted += done.count;
    }
  }
}
