// The metrics' route labels (lib/http/route-templates.ts): a page or route by its template, a file of public/ as
// "(static)" (it was counted "(not found)"), anything else null (the request log then says "(not found)").
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteTemplates } from '@/lib/http/route-templates';

describe('loadRouteTemplates', () => {
  it('labels public files as static, routes by template, and nothing else', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'route-templates-'));
    const dist = path.join(dir, '.next');
    const pub = path.join(dir, 'public');
    mkdirSync(dist);
    mkdirSync(path.join(pub, 'images/gallery'), { recursive: true });
    writeFileSync(path.join(dist, 'routes-manifest.json'), JSON.stringify({
      staticRoutes: [{ page: '/api/v1/getalldistricts' }],
      dynamicRoutes: [{ page: '/[locale]/about', regex: '^/([^/]+?)/about(?:/)?$' }],
    }));
    writeFileSync(path.join(pub, 'logo.svg'), '<svg/>');
    writeFileSync(path.join(pub, 'images/gallery/gallery-01.webp'), 'x');
    const label = loadRouteTemplates(dist, pub)!;
    expect(label('/logo.svg')).toBe('(static)');
    expect(label('/images/gallery/gallery-01.webp')).toBe('(static)');
    expect(label('/images/gallery/gallery-02.webp')).toBeNull();
    expect(label('/images/gallery')).toBeNull(); // a folder is no file
    expect(label('/api/v1/getalldistricts')).toBe('/api/v1/getalldistricts');
    expect(label('/about')).toBe('/[locale]/about');
    expect(label('/_next/static/chunks/a.js')).toBe('/_next/*');
  });
});
