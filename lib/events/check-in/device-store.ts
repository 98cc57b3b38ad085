// The door page's storage on the device (IndexedDB through idb; docs/decisions/026): the event's ticket list as
// last fetched, the scans not yet synced, the published signing keys, and the device's own id. Browser only.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorList } from './door-list-shape';

export type QueuedScan = { id?: number; slug: string; ticket_code: string; scanned_at: string; device_id: string };

interface DoorDb extends DBSchema {
  lists: { key: string; value: DoorList };
  queue: { key: number; value: QueuedScan; indexes: { slug: string } };
  meta: { key: string; value: unknown };
}

let opened: Promise<IDBPDatabase<DoorDb>> | undefined;
const door = () => (opened ??= openDB<DoorDb>('nextgen-door', 1, {
  upgrade(d) {
    d.createObjectStore('lists');
    d.createObjectStore('queue', { keyPath: 'id', autoIncrement: true }).createIndex('slug', 'slug');
    d.createObjectStore('meta');
  },
}));

export const saveList = async (list: DoorList) => { await (await door()).put('lists', list, list.event.slug); };
export const loadList = async (slug: string) => (await door()).get('lists', slug);

export const enqueue = async (scan: QueuedScan) => { await (await door()).add('queue', scan); };
export const queued = async (slug: string) => (await door()).getAllFromIndex('queue', 'slug', slug);
export async function dequeue(ids: number[]) {
  const tx = (await door()).transaction('queue', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

export const saveMeta = async (key: string, value: unknown) => { await (await door()).put('meta', value, key); };
export const loadMeta = async <T>(key: string) => (await (await door()).get('meta', key)) as T | undefined;

/** This device's id, made once and kept: it tells two devices' scans apart. */
export async function deviceId(): Promise<string> {
  const known = await loadMeta<string>('device-id');
  if (known) return known;
  const id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  await saveMeta('device-id', id);
  return id;
}
