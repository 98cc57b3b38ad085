// The lint configuration names only paths that exist: a rule aimed at a folder that was moved or never made
// (`ignores: ['components/staff/**']` once) silently checks nothing, or exempts nothing. Every path in every
// `files` and `ignores` of eslint.config.mjs must be in the repository, or be a generated output git ignores.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

type Block = { files?: unknown[]; ignores?: unknown[] };
// Plain JavaScript, without types: read as the blocks it is.
const config = ((await import(path.resolve('eslint.config.mjs'))) as { default: Block[] }).default;

/** `a/{b,c}/**` → ['a/b', 'a/c']: the fixed part of a glob, each brace alternative apart; `[[]` is a literal `[`. */
function fixedPaths(glob: string): string[] {
  let paths = [''];
  for (const raw of glob.replace(/\[\[\]/g, '[').split('/')) {
    if (/[*?]/.test(raw)) break;
    const brace = raw.match(/^(.*)\{([^}]*)\}(.*)$/);
    const parts = brace ? brace[2].split(',').map((alt) => `${brace[1]}${alt}${brace[3]}`) : [raw];
    paths = paths.flatMap((p) => parts.map((part) => (p ? `${p}/${part}` : part)));
  }
  return paths.filter(Boolean);
}

// Asked of a file inside too: `.next/` in .gitignore names a folder, which git cannot know a missing path to be.
const gitIgnores = (p: string) => [p, `${p}/file`].some((q) => {
  try { execFileSync('git', ['check-ignore', '-q', '--no-index', q]); return true; } catch { return false; }
});

/** The paths the configuration names that are neither in the repository nor ignored by git. */
export function missingPaths(blocks: readonly Block[]): string[] {
  const globs = blocks.flatMap((b) => [...(b.files ?? []), ...(b.ignores ?? [])]).flat().filter((g): g is string => typeof g === 'string');
  return [...new Set(globs.filter((g) => !g.startsWith('**')).flatMap(fixedPaths))].filter((p) => !existsSync(p) && !gitIgnores(p));
}

describe('eslint.config.mjs', () => {
  it('names no folder or file that does not exist', () => {
    // Our own blocks: Next's shared configuration brings its own defaults (out/, build/).
    const shared = new Set<unknown>([...next, ...nextTs]);
    expect(missingPaths(config.filter((b) => !shared.has(b)))).toEqual([]);
  });

  it('would catch a planted one, in ignores, in files and inside braces', () => {
    expect(missingPaths([{ files: ['components/**'], ignores: ['components/staff/**'] }])).toEqual(['components/staff']);
    expect(missingPaths([{ files: ['app/[[]locale]/(bare)/{login,log-in}/**'] }])).toEqual(['app/[locale]/(bare)/log-in']);
    expect(missingPaths([{ ignores: ['.next/**', 'lib/generated/**', 'playwright-report/**'] }])).toEqual([]); // outputs git ignores
  });
});
