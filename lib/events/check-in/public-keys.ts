// The public keys that sign tickets' QR codes, as /.well-known/nextgen-keys.json publishes them, in the form the
// door device keeps to check tickets offline (./read-on-device.ts).
import 'server-only';
import { publishedKeys } from '@/lib/certificates/signing';
import type { PublicKeyEntry } from './read-on-device';

export const publicKeyEntries = (): PublicKeyEntry[] => publishedKeys().keys.map(({ kid, x }) => ({ kid, x }));
