// The README's configuration table is complete: every environment variable the code reads has a row, so an
// operator never has to read code to find a setting. Variables the tools set themselves are the exceptions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SET_BY_TOOLS = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'CI']);
const SOURCES = ['app', 'components', 'lib', 'scripts', 'bench', 'tests/setup'];
const CONFIG_FILES = ['next.config.ts', 'playwright.config.ts', 'prisma.config.ts', 'instrumentation.ts', 'vitest.config.ts'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) { if (rel !== 'lib/generated' && rel !== 'bench/baseline') yield* sourceFiles(rel); }
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield rel;
  }
}

describe("the README's configuration table", () => {
  it('has a row for every environment variable the code reads', () => {
    const read = new Set<string>();
    for (const file of [...SOURCES.flatMap((d) => [...sourceFiles(d)]), ...CONFIG_FILES]) {
      for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) read.add(m[1]!);
    }
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Rotating keys'));
    const rows = table.split('\n').filter((l) => l.startsWith('| `')).map((l) => l.split(' | ')[0]!).join(' ');
    expect(read.size).toBeGreaterThan(30);
    expect([...read].filter((v) => !SET_BY_TOOLS.has(v) && !rows.includes(`\`${v}\``)).sort()).toEqual([]);
  });
});
