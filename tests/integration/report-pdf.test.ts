// A research report's PDF (issue 35): checked by its bytes and size, stored public by the hash of its bytes, served
// over GET /api/reports/{hash}/{key}.pdf with its headers, carried by `content export`/`import` (and refused there
// when the file is not a PDF), and the admin script's upload verbs (gallery photo, story photo, report PDF) calling
// the console's functions. Its own database: an export takes every item there is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { ownDatabase } from '../helpers/own-database';

const database = ownDatabase('report_pdf');
beforeAll(() => database.create(), 120_000);
afterAll(() => database.drop());

const { testDb } = await import('../helpers/db');
const { GET } = await import('@/app/api/reports/[hash]/[name]/route');
const { readReportPdf, storeReportPdf } = await import('@/lib/media/report-pdf');
const { REPORT_REFUSALS } = await import('@/lib/media/report-rules');
const { REPORT_PDF_MAX_BYTES } = await import('@/lib/limits');
const { documentStore, PUBLIC_MEDIA_FOLDER } = await import('@/lib/documents/document-store');
const { saveDraft } = await import('@/lib/content-store/drafts');
const { publish } = await import('@/lib/content-store/publishing');
const { readItem, readPublished } = await import('@/lib/content-store/read');
const { researchReport } = await import('@/lib/content-store/types/research-report');
const { galleryPhoto } = await import('@/lib/content-store/types/gallery_photo');
const { reportHref } = await import('@/lib/content-pages/report-file');
const { exportContent, importContent } = await import('@/lib/content-transfer/transfer');
const { runAdmin } = await import('@/scripts/admin/run');
const { content } = await import('@/scripts/admin/content');

const STAFF = 'editor@test.example';
const REPORT = { title: 'Youth and water', description: 'What 400 students told us.', date: '2026-10-01', kind: 'Research Report', stats: '', pdf: '' };
const pdf = async (title: string) => { const d = await PDFDocument.create(); d.setTitle(title); d.addPage(); return new Uint8Array(await d.save()); };
const get = (hash: string, name: string) => GET(new Request(`http://localhost/api/reports/${hash}/${name}`), { params: Promise.resolve({ hash, name }) });
const refusalOf = (p: Promise<unknown>) => p.then(() => 'stored', (e: Error) => e.message);
const codeOf = (p: Promise<unknown>) => p.then(() => 'stored', (e: { code?: string }) => e.code);
const admin = async (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(['content', ...argv, '--by', STAFF], [content], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};
const tmp = () => mkdtemp(path.join(os.tmpdir(), 'report-pdf-'));

describe('a report PDF', () => {
  it('is stored under the hash of its bytes and served inline under the report\'s key, immutable; other names are a 404', async () => {
    const bytes = await pdf('Youth and water');
    const name = await storeReportPdf(bytes);
    expect(name).toBe(`${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.pdf`);
    expect(reportHref(name, 'youth-and-water')).toBe(`/api/reports/${name.slice(0, 32)}/youth-and-water.pdf`);
    expect(reportHref('', 'youth-and-water')).toBeNull();
    const res = await get(name.slice(0, 32), 'youth-and-water.pdf');
    expect(res.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'content-type': 'application/pdf', 'content-disposition': 'inline; filename="youth-and-water.pdf"',
      'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    for (const [hash, file] of [['0'.repeat(32), 'x.pdf'], [name.slice(0, 32), 'Bad Name.pdf'], [name.slice(0, 32), 'x"; evil=1.pdf'], [name.slice(0, 32), 'youth-and-water'], ['..', 'etc.pdf']]) {
      const r = await get(hash!, file!);
      expect([hash, file, r.status, (await r.json()).code]).toEqual([hash, file, 404, 'not_found']);
    }
  });

  it('refuses a renamed web page or program, a cut-off PDF and one byte over 20 MB, storing nothing', async () => {
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>%%EOF');
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new TextEncoder().encode('%PDF-1.7 %%EOF')]);
    const whole = await pdf('Cut');
    expect(await refusalOf(storeReportPdf(html))).toBe('The file is not a PDF. Please save or export the report as a PDF and upload that file.');
    expect(await refusalOf(storeReportPdf(exe))).toBe(REPORT_REFUSALS.notPdf);
    expect(await refusalOf(storeReportPdf(whole.slice(0, whole.length - 40)))).toBe(REPORT_REFUSALS.damaged);
    const big = Buffer.alloc(REPORT_PDF_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.7\n', 0);
    big.write('%%EOF\n', big.length - 6);
    expect(await refusalOf(storeReportPdf(big))).toBe('The PDF is larger than 20 MB. Please upload a smaller copy (for example with reduced image quality).');
    expect([await codeOf(storeReportPdf(big)), await codeOf(storeReportPdf(html))]).toEqual(['report_too_large', 'report_not_pdf']);
    expect(await refusalOf(storeReportPdf(big.subarray(1)))).toBe(REPORT_REFUSALS.notPdf); // exactly 20 MB passes the size check
    const atLimit = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(REPORT_PDF_MAX_BYTES - 15, 0x20), Buffer.from('%%EOF\n')]);
    expect(atLimit.length).toBe(REPORT_PDF_MAX_BYTES);
    expect(await refusalOf(storeReportPdf(atLimit))).toBe('stored');
    const name = (b: Uint8Array) => `${createHash('sha256').update(b).digest('hex').slice(0, 32)}.pdf`;
    for (const refused of [html, exe, big]) expect(await readReportPdf(name(refused))).toBeNull();
  });

  it('travels with `content export` and `content import`, listed in SHA256SUMS; a web page posing as one is refused', async () => {
    const bytes = await pdf('Carried');
    const file = await storeReportPdf(bytes);
    await saveDraft(researchReport, 'carried-report', { en: { ...REPORT, pdf: file } }, null, STAFF);
    await publish(researchReport, 'carried-report', STAFF);
    const dir = await tmp();
    await exportContent(dir);
    expect(await readFile(path.join(dir, 'files', 'SHA256SUMS'), 'utf8')).toContain(`${createHash('sha256').update(bytes).digest('hex')}  ${file}\n`);
    expect((await readFile(path.join(dir, 'files', file))).equals(Buffer.from(bytes))).toBe(true);
    // A new installation has no file yet: the import brings it.
    const key = `${PUBLIC_MEDIA_FOLDER}/${createHash('sha256').update(file).digest('hex').slice(0, 32)}`;
    expect(await documentStore().delete(key)).toBe(true);
    expect(await readReportPdf(file)).toBeNull();
    expect(await importContent(dir, STAFF)).toMatchObject({ changed: 0 });
    expect((await readReportPdf(file))?.equals(Buffer.from(bytes))).toBe(true);
    // Bytes that match their listed hash but are not a PDF are still refused: the file is served to every visitor.
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await writeFile(path.join(dir, 'files', file), html);
    const sums = (await readFile(path.join(dir, 'files', 'SHA256SUMS'), 'utf8')).replace(/^[0-9a-f]{64}(?=  [0-9a-f]{32}\.pdf$)/m, createHash('sha256').update(html).digest('hex'));
    await writeFile(path.join(dir, 'files', 'SHA256SUMS'), sums);
    expect(await refusalOf(importContent(dir, STAFF))).toBe(`Nothing was imported. Fix these and run it again:\n- files/${file}: ${REPORT_REFUSALS.notPdf}`);
  });
});

describe('the admin script\'s upload verbs', () => {
  it('`content report-pdf` attaches a PDF to the draft through the same save; a renamed page is refused and changes nothing', async () => {
    await saveDraft(researchReport, 'verb-report', { en: REPORT }, null, STAFF);
    const dir = await tmp();
    await writeFile(path.join(dir, 'report.pdf'), await pdf('Verb'));
    await writeFile(path.join(dir, 'page.pdf'), '<html>not a pdf</html>');
    const refused = await admin('report-pdf', 'verb-report', '--file', path.join(dir, 'page.pdf'));
    expect(refused).toEqual({ code: 1, out: '', err: `Error: ${REPORT_REFUSALS.notPdf}` });
    expect((await readItem(researchReport, 'verb-report')).version).toBe(1);
    const done = await admin('report-pdf', 'verb-report', '--file', path.join(dir, 'report.pdf'));
    const name = `${createHash('sha256').update(await readFile(path.join(dir, 'report.pdf'))).digest('hex').slice(0, 32)}.pdf`;
    expect(done).toEqual({ code: 0, out: `Saved ${name} on the draft of research_report/verb-report (version 2). Publish it with: content publish research_report verb-report`, err: '' });
    expect((await readItem(researchReport, 'verb-report')).draft.en).toEqual({ ...REPORT, pdf: name });
    expect(await admin('publish', 'research_report', 'verb-report')).toMatchObject({ code: 0 });
    expect((await readPublished(researchReport, 'en')).find((r) => r.key === 'verb-report')?.data.pdf).toBe(name);
    expect(await admin('report-pdf', 'verb-report')).toEqual({ code: 1, out: '', err: 'Error: Missing --file. Usage: content report-pdf <key> --file REPORT.pdf' });
  });

  it('`content upload-photo` adds a gallery photo first in the order, published with --publish, audited', async () => {
    const dir = await tmp();
    await writeFile(path.join(dir, 'photo.png'), await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } }).png().toBuffer());
    const r = await admin('upload-photo', '--file', path.join(dir, 'photo.png'), '--alt', 'Students planting saplings', '--caption', 'Tree day, Jorhat', '--caption-as', 'গছ ৰোপণ দিৱস', '--publish');
    const [, key] = /^Added and published gallery_photo\/(photo-[0-9a-z-]+)\.$/.exec(r.out) ?? [];
    expect([r.code, r.err, key]).toEqual([0, '', expect.any(String)]);
    const shown = await readPublished(galleryPhoto, 'as');
    expect(shown[0]).toMatchObject({ key, data: { alt: 'Students planting saplings', caption: 'গছ ৰোপণ দিৱস' } });
    expect(shown[0]!.data.image).toMatch(/^media:800x600:[0-9a-f]{32}:/);
    expect((await testDb().staffAction.findMany({ where: { staff: STAFF, detail: { path: ['key'], equals: key } }, orderBy: { id: 'asc' } })).map((a) => a.action)).toEqual(['content.save', 'content.publish']);
    const notImage = await writeFile(path.join(dir, 'fake.png'), 'GIF89a nope').then(() => admin('upload-photo', '--file', path.join(dir, 'fake.png'), '--alt', 'A', '--caption', 'B'));
    expect(notImage).toEqual({ code: 1, out: '', err: 'Error: The file is not a JPEG, PNG or WebP image. Please choose a photo in one of those formats.' });
  });

  it('`content story-photo` sets the photo of an impact story through setStoryPhoto', async () => {
    const story = await testDb().impactStory.create({ data: { name: 'Mousumi', email: 'm@example.org', theme: 'Clean Brahmaputra', story: 'We cleaned the ghat.', consentToPublish: true, published: true, publishedAt: new Date() } });
    const dir = await tmp();
    await writeFile(path.join(dir, 'ghat.jpg'), await sharp({ create: { width: 640, height: 480, channels: 3, background: '#468' } }).jpeg().toBuffer());
    const r = await admin('story-photo', String(story.id), '--file', path.join(dir, 'ghat.jpg'), '--alt', 'Volunteers on the ghat');
    expect(r).toEqual({ code: 0, out: `Story ${story.id} has its photo: it is shown on /impact while the story is published.`, err: '' });
    expect(await testDb().storyPhoto.findUnique({ where: { storyId: story.id }, select: { alt: true, addedBy: true, imageKey: true } }))
      .toEqual({ alt: 'Volunteers on the ghat', addedBy: STAFF, imageKey: expect.stringMatching(/^media:640x480:/) });
    expect(await admin('story-photo', String(story.id + 1000), '--file', path.join(dir, 'ghat.jpg'), '--alt', 'X')).toEqual({ code: 1, out: '', err: `Error: No impact story with id ${story.id + 1000}.` });
  });
});
