// scripts/build.ts's step after `next build`, on a build directory of real files: pages rewritten, the chunks
// every page runs hinted (and only those), nothing changed by a second run, and a refusal when Next's markup
// is not what the rewrite knows.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rewritePrerenderedPages } from '@/scripts/build';
import { COMPILE_HINT } from '@/lib/platform/build/scripts-after-paint';

const tag = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
let dist = '';

function distWith(pages: Record<string, string>, chunks: string[]) {
  dist = mkdtempSync(path.join(os.tmpdir(), 'build-step-'));
  mkdirSync(path.join(dist, 'server/app/profile'), { recursive: true });
  mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
  for (const [file, html] of Object.entries(pages)) writeFileSync(path.join(dist, 'server/app', file), html);
  for (const chunk of chunks) writeFileSync(path.join(dist, 'static/chunks', `${chunk}.js`), `console.log("${chunk}");`);
  return dist;
}
const page = (file: string) => readFileSync(path.join(dist, 'server/app', file), 'utf8');
const chunk = (name: string) => readFileSync(path.join(dist, 'static/chunks', `${name}.js`), 'utf8');

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('rewritePrerenderedPages', () => {
  it('rewrites every page, nested ones too, and hints only the chunks all of them run', () => {
    distWith({
      'about.html': `<html><head>${tag('react')}${tag('about')}</head><body></body></html>`,
      'profile/chairman.html': `<html><head>${tag('react')}${tag('profile')}</head><body></body></html>`,
    }, ['react', 'about', 'profile']);
    expect(rewritePrerenderedPages(dist)).toEqual({ pages: 2, rewritten: 2, hinted: ['/_next/static/chunks/react.js'] });
    expect(page('about.html')).not.toContain('<script src=');
    expect(page('profile/chairman.html')).toContain('["/_next/static/chunks/react.js","/_next/static/chunks/profile.js"]');
    expect(chunk('react')).toBe(`${COMPILE_HINT}console.log("react");`);
    expect(chunk('about')).toBe('console.log("about");');

    // A second run (after a build that stopped half-way, say) changes nothing and knows the same chunks.
    const before = [page('about.html'), chunk('react')];
    expect(rewritePrerenderedPages(dist)).toEqual({ pages: 2, rewritten: 0, hinted: ['/_next/static/chunks/react.js'] });
    expect([page('about.html'), chunk('react')]).toEqual(before);
  });

  it('refuses a build whose pages it cannot rewrite (Next changed its markup)', () => {
    distWith({ 'about.html': '<html><head><script src="/_next/static/chunks/react.js" defer></script></head></html>' }, ['react']);
    expect(() => rewritePrerenderedPages(dist)).toThrow(/None of the 1 prerendered pages has Next's script tags in the expected form/);
  });

  it('refuses a page that keeps a chunk tag it does not know, even when others were rewritten', () => {
    distWith({
      'about.html': `<html><head>${tag('react')}</head></html>`,
      'events.html': `<html><head>${tag('react')}<script src="/_next/static/chunks/events.js" async="" nonce="x"></script></head></html>`,
    }, ['react', 'events']);
    expect(() => rewritePrerenderedPages(dist)).toThrow('events.html keeps a chunk tag in a form the rewrite does not know');
  });
});
