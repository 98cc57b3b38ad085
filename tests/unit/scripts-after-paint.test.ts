// The build step that makes prerendered pages load Next's scripts after their first paint
// (lib/platform/build/scripts-after-paint.ts): what it replaces, what it keeps, and that a second pass changes nothing.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, loadScriptsAfterPaintIn, scriptLoader, withCompileHint } from '@/lib/platform/build/scripts-after-paint';

// The shape of Next 16's prerendered HTML (abridged from .next/server/app/about.html).
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/0mmkhgom_x3cu.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3be5ypa669k_3.js"/>',
  '<script src="/_next/static/chunks/2y68a_bswadd0.js" async=""></script>',
  '<script src="/_next/static/chunks/092r-mewpaf3q.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<title>About Us</title></head><body><h1>About Us</h1>',
  '<script src="/_next/static/chunks/3be5ypa669k_3.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');

describe('loadScriptsAfterPaintIn', () => {
  it('puts one loader in place of the first chunk tag, drops the others and the script preload, keeps the rest', () => {
    const { html, sources } = loadScriptsAfterPaintIn(PAGE)!;
    expect(sources).toEqual(['/_next/static/chunks/2y68a_bswadd0.js', '/_next/static/chunks/092r-mewpaf3q.js', '/_next/static/chunks/3be5ypa669k_3.js']);
    const loader = scriptLoader(['/_next/static/chunks/2y68a_bswadd0.js', '/_next/static/chunks/092r-mewpaf3q.js', '/_next/static/chunks/3be5ypa669k_3.js']);
    expect(html).toBe(PAGE
      .replace('<script src="/_next/static/chunks/2y68a_bswadd0.js" async=""></script>', loader)
      .replace('<script src="/_next/static/chunks/092r-mewpaf3q.js" async=""></script>', '')
      .replace('<script src="/_next/static/chunks/3be5ypa669k_3.js" async=""></script>', '')
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3be5ypa669k_3.js"/>', ''));
    expect(html).not.toMatch(/<script src="[^"]+" async/);
    expect(html).toContain('noModule=""'); // old browsers' polyfills: never loaded by the ones that run the loader
    expect(html).toContain('self.__next_f');
    expect(html).toContain('<link rel="stylesheet"');
  });

  it('is a plain script without comments or build helpers, and lists the sources as JSON', () => {
    const loader = scriptLoader(['/_next/static/chunks/a.js']);
    expect(loader.startsWith('<script id="scripts-after-paint">(function (sources) {')).toBe(true);
    expect(loader).toContain('})(["/_next/static/chunks/a.js"]);</script>');
    expect(loader).not.toMatch(/\/\/|__name|SOURCES/);
    expect(() => new Function(loader.slice('<script id="scripts-after-paint">'.length, -'</script>'.length))).not.toThrow();
  });

  it('leaves a page without chunk tags alone (a second pass, or a format it does not know)', () => {
    expect(loadScriptsAfterPaintIn(loadScriptsAfterPaintIn(PAGE)!.html)).toBeNull();
    expect(loadScriptsAfterPaintIn('<html><body><script src="/x.js"></script></body></html>')).toBeNull();
  });

  it('cannot be made to close its script element by a chunk name', () => {
    expect(scriptLoader(['/_next/static/chunks/</script><script>alert(1)</script>.js'])).not.toContain('</script><script>alert');
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line once', () => {
    const js = withCompileHint('(globalThis.TURBOPACK||[]).push([]);')!;
    expect(js).toBe('//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([]);');
    expect(js.startsWith(COMPILE_HINT)).toBe(true);
    expect(withCompileHint(js)).toBeNull();
  });
});
