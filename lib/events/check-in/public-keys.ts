// The public halves of SIGNING_KEY (the keys /.well-known/nextgen-keys.json publishes), in the form the door
// device keeps to check tickets' QR codes offline (./read-on-device.ts).
import 'server-only';
import { signingKeys } from '@/lib/certificates/signing';
import type { PublicKeyEntry } from './read-on-device';

export const publicKeyEntries = (): PublicKeyEntry[] => signingKeys().map((k) => ({ kid: k.kid, x: k.publicRaw.toString('base64url') }));
