// The address a local `npm start`/`npm run dev` serves on, kept in .data/ while it runs, so that the admin script,
// run from another shell without PORT or PUBLIC_BASE_URL, puts the running site's address in its mails instead of
// http://localhost:3000. Local runs only: a deployment sets PUBLIC_BASE_URL, and that always wins.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = path.resolve('.data/local-site-address');

export function rememberLocalSiteAddress(url: string): () => void {
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${url}\n`);
  return () => {
    // Only our own: a second local run may have written its address since.
    if (existsSync(FILE) && readFileSync(FILE, 'utf8').trim() === url) rmSync(FILE, { force: true });
  };
}

/** The running local site's address, if one has written it and it is an http(s) URL. */
export function localSiteAddress(): string | null {
  if (!existsSync(FILE)) return null;
  const url = readFileSync(FILE, 'utf8').trim();
  return /^https?:\/\/[^\s/]+$/.test(url) ? url : null;
}
