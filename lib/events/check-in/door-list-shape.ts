// What the server sends a door device, and the device keeps (./door-list.ts builds it). Types only: the browser reads them too.
import type { PublicKeyEntry } from './read-on-device';

export type DoorTicket = { code: string; name: string; status: 'registered' | 'cancelled'; checkedInAt: string | null; checkedInBy: string | null };
export type DoorList = {
  event: { id: number; slug: string; title: string; startsAt: string; endsAt: string; opensAt: string; closesAt: string };
  tickets: DoorTicket[];
  registered: number;
  checkedIn: number;
  fetchedAt: string;
  /** The public keys that sign tickets' QR codes (the same as /.well-known/nextgen-keys.json), to check them offline. */
  keys: PublicKeyEntry[];
};
