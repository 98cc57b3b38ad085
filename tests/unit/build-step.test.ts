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
    expect(() => rewritePrerenderedPages(dist)).toThrow(/^1 of the 1 prerendered pages are in a shape the rewrite does not know/);
  });

  it('refuses the whole build, loudly and before writing anything, when any one page is in a shape it does not know', () => {
    const known = `<html><head>${tag('react')}${tag('about')}</head><body></body></html>`;
    distWith({
      'about.html': known,
      'events.html': `<html><head>${tag('react')}<script src="/_next/static/chunks/events.js" async="" nonce="x"></script></head></html>`,
      'profile/chairman.html': '<html><head><script type="module" src="/_next/static/chunks/profile.js"></script></head><body></body></html>',
      'gallery.html': '<html><head><script id="scripts-after-paint">(function(){})(oops);</script></head></html>',
    }, ['react', 'about', 'events', 'profile']);
    let refusal = '';
    try { rewritePrerenderedPages(dist); } catch (e) { refusal = (e as Error).message; }
    expect(refusal).toBe([
      '3 of the 4 prerendered pages are in a shape the rewrite does not know, so none was rewritten (see lib/platform/build/scripts-after-paint.ts):',
      '  - events.html (keeps a chunk tag in a form the rewrite does not know)',
      '  - gallery.html (a loader whose list of scripts cannot be read)',
      `  - ${path.join('profile', 'chairman.html')} (no chunk tags as Next 16 writes them)`,
    ].join('\n'));
    // Nothing half-done: the page it could rewrite is as Next wrote it, and no chunk got the compile hint.
    expect(page('about.html')).toBe(known);
    expect(chunk('react')).toBe('console.log("react");');
  });
});
