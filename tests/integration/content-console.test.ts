// The content console's actions (app/staff/content/actions.ts) behind the real staff guard, with real staff
// sessions in PostgreSQL: reviewers and viewers are refused with the console's 403, editors and admins act, a
// request from another site is refused before anything else, and a stale save comes back with both versions.
// Next's request (its headers and cookies) is played by the test; the registry carries the test's type; the
// admin script's `content` verbs call the same functions.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { noticeData, noticeType, contentKey } from '../factories/content';

// What next.config.ts's experimental.authInterrupts sets in a build: the guard's forbidden() answers 403.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
const request = { headers: new Headers(), cookies: new Map<string, string>() };
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
  draftMode: async () => ({ isEnabled: false }),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
vi.mock('@/lib/content-store/registry', async (original) => {
  const real = await original<typeof import('@/lib/content-store/registry')>();
  const types = [...real.CONTENT_TYPES, noticeType];
  return { CONTENT_TYPES: types, contentType: (name: string) => types.find((t) => t.type === name) ?? real.contentType(name) };
});

const { testDb } = await import('../helpers/db');
const { startStaffSession, verifyStaffSession, STAFF_COOKIE, hashToken } = await import('@/lib/staff/sessions');
const actions = await import('@/app/staff/content/actions');
const { saveDraft } = await import('@/lib/content-store/drafts');
const { runAdmin } = await import('@/scripts/admin/run');
const { content } = await import('@/scripts/admin/content');
const { REPORT_REFUSALS } = await import('@/lib/media/report-rules');
const { createHash } = await import('node:crypto');

const SITE = new URL(process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').origin;
type Role = 'admin' | 'reviewer' | 'viewer' | 'editor';
const tokens = {} as Record<Role, string>;
const emails = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ['admin', 'reviewer', 'viewer', 'editor'] as const) {
    emails[role] = `${role}-${Date.now()}@content.example.org`;
    const s = await testDb().staffMember.create({ data: { name: `Content ${role}`, email: emails[role], role, createdBy: 'test', enrolledAt: new Date() } });
    const pending = await startStaffSession(s.id, { ip: '127.0.0.1', userAgent: 'test' });
    tokens[role] = await verifyStaffSession(hashToken(pending));
  }
});

/** The next action runs as `role`'s browser, from the console's own page unless `from` says otherwise. */
function as(role: Role, from: Record<string, string> = { origin: SITE, 'sec-fetch-site': 'same-origin' }) {
  request.cookies = new Map([[STAFF_COOKIE, tokens[role]]]);
  request.headers = new Headers({ ...from, host: new URL(SITE).host, cookie: `${STAFF_COOKIE}=${tokens[role]}`, referer: `${SITE}/staff/content` });
}

const form = (fields: Record<string, string>) => { const f = new FormData(); for (const [k, v] of Object.entries(fields)) f.set(k, v); return f; };
const noticeForm = (title: string, extra: Record<string, string> = {}) => form({ 'en.title': title, 'en.body': 'Come and **help**.\n\n- tea\n- rice', 'en.kind': 'call', ...extra });
/** What the action threw as Next's answer: a redirect's address, or the HTTP error it stands for. */
const outcome = (e: unknown) => {
  const digest = String((e as { digest?: string }).digest ?? '');
  if (digest.startsWith('NEXT_REDIRECT')) return `redirect ${digest.split(';')[2]}`;
  if (digest.startsWith('NEXT_HTTP_ERROR_FALLBACK')) return `http ${digest.split(';')[1]}`;
  throw e;
};
const run = (p: Promise<unknown>) => p.then((r) => ({ returned: r }), (e) => ({ thrown: outcome(e) }));

describe('content console actions', () => {
  it('lets editors and admins save and publish; refuses reviewers and viewers with 403', async () => {
    const key = contentKey();
    for (const role of ['reviewer', 'viewer'] as const) {
      as(role);
      expect(await run(actions.saveItemAction(noticeType.type, null, null, noticeForm('Hi', { key })))).toEqual({ thrown: 'http 403' });
    }
    expect(await testDb().contentItem.count({ where: { type: noticeType.type, key } })).toBe(0);

    as('editor');
    expect(await run(actions.saveItemAction(noticeType.type, null, null, noticeForm('Volunteers wanted', { key })))).toEqual({ thrown: `redirect /staff/content/${noticeType.type}/${key}?saved=1` });
    const row = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: noticeType.type, key } } });
    expect(row.draft).toEqual({ en: { title: 'Volunteers wanted', body: '<p>Come and <strong>help</strong>.</p><ul><li>tea</li><li>rice</li></ul>', day: '', seats: null, kind: 'call', urgent: false } });
    expect(row.updatedBy).toBe(emails.editor);

    as('viewer');
    expect(await run(actions.publishAction(noticeType.type, key, null, form({})))).toEqual({ thrown: 'http 403' });
    as('admin');
    expect(await run(actions.publishAction(noticeType.type, key, null, form({ baseVersion: '1' })))).toEqual({ thrown: `redirect /staff/content/${noticeType.type}/${key}?done=published` });
    expect(await testDb().contentVersion.findMany({ where: { itemId: row.id }, select: { version: true, publishedBy: true } })).toEqual([{ version: 1, publishedBy: emails.admin }]);
  });

  it('refuses a request from another site before reading anything, whatever the role', async () => {
    const key = contentKey();
    await saveDraft(noticeType, key, noticeData(), null, 'setup@test.example');
    for (const from of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, {}] as Record<string, string>[]) {
      as('editor', from);
      expect(await run(actions.publishAction(noticeType.type, key, null, form({})))).toEqual({ returned: { error: 'Cross-site requests are not allowed.' } });
      expect(await run(actions.restoreAction(noticeType.type, key, null, form({ version: '1', confirm: 'yes' })))).toEqual({ returned: { error: 'Cross-site requests are not allowed.' } });
    }
    expect(await testDb().contentVersion.count({ where: { item: { key } } })).toBe(0);
  });

  it('answers a stale save with the other draft and gives back what was typed', async () => {
    const key = contentKey();
    await saveDraft(noticeType, key, noticeData({ title: 'Original' }), null, 'setup@test.example');
    as('editor');
    expect(await run(actions.saveItemAction(noticeType.type, key, null, noticeForm('Theirs', { baseVersion: '1' })))).toMatchObject({ thrown: expect.stringMatching(/^redirect /) });
    const stale = await run(actions.saveItemAction(noticeType.type, key, null, noticeForm('Mine', { baseVersion: '1', 'as.title': 'মোৰ' })));
    expect(stale).toEqual({
      returned: {
        error: 'Someone else saved this item since you opened it. Compare their version with yours, then save again.',
        values: { 'en.title': 'Mine', 'en.body': 'Come and **help**.\n\n- tea\n- rice', 'en.day': '', 'en.seats': '', 'en.kind': 'call', 'en.urgent': '', 'as.title': 'মোৰ', 'as.body': '', 'hi.title': '', 'hi.body': '' },
        conflict: { version: 2, updatedBy: emails.editor, updatedAt: expect.any(String), theirs: { 'en.title': 'Theirs', 'en.body': 'Come and **help**.\n\n- tea\n- rice', 'en.day': '', 'en.kind': 'call', 'en.urgent': '' } },
      },
    });
    expect((await testDb().contentItem.findFirstOrThrow({ where: { key } })).draft).toMatchObject({ en: { title: 'Theirs' } });
    // Publishing from the page opened at version 1 would publish "Theirs", which this editor never saw: refused.
    expect(await run(actions.publishAction(noticeType.type, key, null, form({ baseVersion: '1' })))).toEqual({
      returned: { error: 'Someone saved a new draft since you opened this item. Open it again and check that draft before publishing it.' },
    });
    expect(await run(actions.publishAction(noticeType.type, key, null, form({})))).toEqual({ returned: { error: 'The form lost its version; open the item again.' } });
    expect(await testDb().contentVersion.count({ where: { item: { key } } })).toBe(0);
    expect(await run(actions.publishAction(noticeType.type, key, null, form({ baseVersion: '2' })))).toEqual({ thrown: `redirect /staff/content/${noticeType.type}/${key}?done=published` });
  });

  it('stores a research report\'s uploaded PDF on the draft; a renamed web page is refused next to the field, storing nothing', async () => {
    const key = contentKey();
    const report = { 'en.title': 'Youth and water', 'en.description': 'What students told us.', 'en.date': '2026-10-01', 'en.kind': 'Research Report', key };
    const withFile = (bytes: string) => { const f = form(report); f.set('en.pdf.upload', new File([bytes], 'report.pdf', { type: 'application/pdf' })); return f; };
    as('editor');
    const refused = await run(actions.saveItemAction('research_report', null, null, withFile('<html><script>alert(1)</script></html>')));
    expect(refused).toMatchObject({ returned: { error: REPORT_REFUSALS.notPdf, fields: { 'en.pdf': REPORT_REFUSALS.notPdf }, values: { 'en.title': 'Youth and water' } } });
    expect(await testDb().contentItem.findFirst({ where: { type: 'research_report', key } })).toBeNull();
    const pdf = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
    expect(await run(actions.saveItemAction('research_report', null, null, withFile(pdf)))).toEqual({ thrown: `redirect /staff/content/research_report/${key}?saved=1` });
    const name = `${createHash('sha256').update(pdf).digest('hex').slice(0, 32)}.pdf`;
    expect((await testDb().contentItem.findFirstOrThrow({ where: { type: 'research_report', key } })).draft).toMatchObject({ en: { pdf: name } });
  });

  it('asks for a confirmation before deleting or restoring, and then does it, audited', async () => {
    const key = contentKey();
    await saveDraft(noticeType, key, noticeData({ title: 'One' }), null, 'setup@test.example');
    as('editor');
    await run(actions.publishAction(noticeType.type, key, null, form({ baseVersion: '1' })));
    expect(await run(actions.restoreAction(noticeType.type, key, null, form({ version: '1' })))).toEqual({ returned: { error: 'Tick the box to confirm: this version replaces the draft and is published at once.' } });
    expect(await run(actions.restoreAction(noticeType.type, key, null, form({ version: '1', confirm: 'yes' })))).toEqual({ thrown: `redirect /staff/content/${noticeType.type}/${key}?done=restored` });
    expect(await run(actions.deleteAction(noticeType.type, key, null, form({})))).toEqual({ returned: { error: 'Tick the box to confirm: the item leaves every page and the console (its history is kept).' } });
    expect(await run(actions.deleteAction(noticeType.type, key, null, form({ confirm: 'yes' })))).toEqual({ thrown: `redirect /staff/content/${noticeType.type}?deleted=${key}` });
    const acts = await testDb().staffAction.findMany({ where: { entityType: 'content', detail: { path: ['key'], equals: key } }, orderBy: { id: 'asc' } });
    expect(acts.map((a) => [a.action, a.staff])).toEqual([['content.save', 'setup@test.example'], ['content.publish', emails.editor], ['content.restore', emails.editor], ['content.delete', emails.editor]]);
  });
});

describe('admin script content verbs', () => {
  const admin = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin([...argv, '--by', 'ops@test.example'], [content], { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('publishes, hides, restores and deletes through the same functions, refusing without --confirm', async () => {
    const key = contentKey();
    await saveDraft(noticeType, key, noticeData({ title: 'Script' }), null, 'setup@test.example');
    expect(await admin('content', 'publish', noticeType.type, key, '--base', '2')).toMatchObject({ code: 1, err: 'Error: Someone saved a new draft since you opened this item. Open it again and check that draft before publishing it.' });
    expect(await admin('content', 'publish', noticeType.type, key, '--base', 'one')).toMatchObject({ code: 1, err: expect.stringMatching(/^Error: --base "one" is not a version number\./) });
    expect(await admin('content', 'publish', noticeType.type, key)).toEqual({ code: 0, out: `Published ${noticeType.type}/${key} as version 1.`, err: '' });
    expect(await admin('content', 'publish', noticeType.type, key)).toEqual({ code: 0, out: `Nothing new: ${noticeType.type}/${key} version 1 is the draft.`, err: '' });
    expect(await admin('content', 'hide', noticeType.type, key)).toMatchObject({ code: 0, out: `Hidden: ${noticeType.type}/${key}.` });
    expect(await admin('content', 'restore', noticeType.type, key, '1')).toMatchObject({ code: 1, err: 'Error: Add --confirm: the version replaces the draft and is published at once.' });
    expect(await admin('content', 'restore', noticeType.type, key, '1', '--confirm')).toMatchObject({ code: 0, out: `Restored version 1 of ${noticeType.type}/${key}; published as version 2.` });
    expect(await admin('content', 'delete', noticeType.type, key, '--confirm')).toMatchObject({ code: 0, out: `Deleted ${noticeType.type}/${key}.` });
    expect(await admin('content', 'publish', 'no_such_type', key)).toMatchObject({ code: 1, err: expect.stringMatching(/^Error: No content type "no_such_type"\. Known types: /) });
    const acts = await testDb().staffAction.findMany({ where: { entityType: 'content', detail: { path: ['key'], equals: key }, staff: 'ops@test.example' }, orderBy: { id: 'asc' } });
    expect(acts.map((a) => a.action)).toEqual(['content.publish', 'content.hide', 'content.restore', 'content.delete']);
  });
});
