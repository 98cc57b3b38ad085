// The document store in a folder (UPLOAD_DIR): one file per object, written to a temporary name and renamed,
// so a reader never sees half a file and a failed write leaves nothing behind.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, STORAGE_KEY, type DocumentStore } from './document-store';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

export function localStore(dir: string): DocumentStore {
  const fullPath = (storageKey: string) => { assertStorageKey(storageKey); return path.join(dir, storageKey); };
  return {
    kind: 'local',
    async put(storageKey, data) {
      const file = fullPath(storageKey);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`; // two writers never share a temporary file
      try {
        await writeFile(tmp, data, { mode: 0o600, flag: 'wx' });
        await rename(tmp, file);
      } catch (e) {
        await unlink(tmp).catch(() => {});
        throw e;
      }
    },
    async get(storageKey) {
      return readFile(fullPath(storageKey)).catch((e) => { if (isMissing(e)) return null; throw e; });
    },
    async delete(storageKey) {
      return unlink(fullPath(storageKey)).then(() => true, (e) => { if (isMissing(e)) return false; throw e; });
    },
    async *keys() {
      const folders = await readdir(dir, { withFileTypes: true }).catch((e) => { if (isMissing(e)) return []; throw e; });
      for (const folder of folders.filter((f) => f.isDirectory())) {
        for (const name of await readdir(path.join(dir, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (STORAGE_KEY.test(key)) yield key; // temporary files of a write in progress are not objects
        }
      }
    },
    async check() {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await access(dir);
    },
  };
}
