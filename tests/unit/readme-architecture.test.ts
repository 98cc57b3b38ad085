// The README's tree is where a newcomer learns the layers: its lib/ list is LIB_LAYERS (eslint/layers.mjs), in the
// same order, and it names every folder of components/. A new feature folder or component folder fails here until
// the README says what it is.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
// By path: eslint/layers.mjs is plain JavaScript without types.
const { LIB_LAYERS }: { LIB_LAYERS: string[] } = await import(pathToFileURL(path.join(ROOT, 'eslint/layers.mjs')).href);
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const tree = readme.slice(readme.indexOf('\nlib/  '), readme.indexOf('\nassets/fonts/'));
const folders = (dir: string) => readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

describe("the README's architecture tree", () => {
  it('lists lib in the layers of eslint/layers.mjs, lowest first', () => {
    const listed = [...tree.matchAll(/^ {2}(\S+?)\/?\s{2,}/gm)].map((m) => m[1]);
    expect(listed).toEqual(LIB_LAYERS);
  });

  it('names every folder of components/', () => {
    const line = readme.slice(readme.indexOf('\ncomponents/  '), readme.indexOf('\nlib/  '));
    for (const folder of folders('components')) expect(line, folder).toContain(`${folder}/`);
  });
});
