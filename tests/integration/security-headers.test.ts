// Headers that protect pages and documents: a CSP on every page (static, so pages stay prerendered), HSTS
// whenever the public address is https, and uploaded documents that can never run as a page of our origin.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import nextConfig from '@/next.config';
import { strictTransportSecurity } from '@/lib/http/security-headers';
import { createAppServer, listen } from '@/lib/http/app-server';
import { apiClient } from '../helpers/api-client';
import { registrationValues } from '../factories';
import { file, png } from '../helpers/files';
import { testDb } from '../helpers/db';
import { toMultipart } from '@/lib/registration/multipart';
import { POST as createIntern } from '@/app/api/v1/create-intern/route';
import { GET as getDocument } from '@/app/api/v1/documents/[id]/route';

describe('Content-Security-Policy', () => {
  it('is sent on every path with the directives that matter', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'))!;
    const csp = all.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      // Forms post to this site, and the donation page's to the payment gateway's hosted checkout (decision 028).
      'form-action': "'self' https://api.razorpay.com",
      'frame-ancestors': "'none'",
      'connect-src': "'self'",
    });
    // Tests run with NODE_ENV=test: the production policy, no eval and no other origin for scripts.
    expect(directives['script-src']).toBe("'self' 'unsafe-inline'");
  });
});

describe('Strict-Transport-Security', () => {
  const saved = process.env.PUBLIC_BASE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.PUBLIC_BASE_URL;
    else process.env.PUBLIC_BASE_URL = saved;
  });

  it('is on whenever PUBLIC_BASE_URL is https, whatever the request looks like, and off for http', async () => {
    expect(strictTransportSecurity('https://nextgenyouth.example.in')).toBe('max-age=63072000');
    expect(strictTransportSecurity('http://localhost:3000')).toBeNull();
    expect(strictTransportSecurity(undefined)).toBeNull();
    // The server `npm start` uses adds it to every answer: pages, /api/* and files alike, also when a default
    // reverse proxy forwards plain http with no X-Forwarded-Proto. Only Next.js is replaced, by a handler
    // that answers as a page or route handler would (writeHead with its own headers).
    const server = createAppServer((_req, res) => { res.writeHead(200, { 'content-type': 'text/plain' }); res.end('ok'); });
    const { port } = await listen(server, 0, '127.0.0.1');
    const hstsOf = (path: string) => new Promise<string | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => { res.resume(); resolve(res.headers['strict-transport-security']); }).on('error', reject);
    });
    try {
      process.env.PUBLIC_BASE_URL = 'https://nextgenyouth.example.in';
      for (const path of ['/about', '/login', '/api/v1/getalldistricts', '/images/hero.webp']) expect(await hstsOf(path), path).toBe('max-age=63072000');
      process.env.PUBLIC_BASE_URL = 'http://localhost:3000';
      expect(await hstsOf('/about')).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});

describe('GET /api/v1/documents/{id}', () => {
  it('serves a PDF carrying HTML and script (accepted by its magic bytes) as a sandboxed attachment, a photo inline', async () => {
    const polyglot = new TextEncoder().encode('%PDF-1.4\n<html><body><script>fetch("/api/v1/get-intern-by-id/1")</script></body></html>\n%%EOF\n');
    const browser = apiClient();
    const res = await browser.call(createIntern, { form: toMultipart('intern', await registrationValues(), { aadhaar: file(polyglot, 'a.pdf', 'application/pdf'), passportPhoto: png() }) });
    expect(res.status).toBe(200);
    const id = (res.body.updatedintern as { id: number }).id;
    const docs = await testDb().document.findMany({ where: { applicantId: id } });
    const aadhaar = docs.find((d) => d.kind === 'aadhaar')!;
    const photo = docs.find((d) => d.kind === 'passport_photo')!;

    const pdf = await browser.call(getDocument, { params: { id: String(aadhaar.id) } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="aadhaar-${aadhaar.id}.pdf"`);
    expect(pdf.headers.get('content-security-policy')).toBe('sandbox');
    expect(pdf.headers.get('x-content-type-options')).toBe('nosniff');

    const image = await browser.call(getDocument, { params: { id: String(photo.id) } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="passport_photo-${photo.id}.png"`);
    expect(image.headers.get('content-security-policy')).toBe('sandbox');
  });
});
