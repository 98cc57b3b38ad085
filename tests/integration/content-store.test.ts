// The content store's rules on real PostgreSQL (lib/content-store, docs/decisions/029): drafts and their conflicts,
// publications kept as versions, restore, hide and delete off the pages, translations and their fallback, the
// audit trail and the publications every instance revalidates from.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { contentKey, noticeData, noticeType } from '../factories/content';
import { ContentConflictError, saveDraft } from '@/lib/content-store/drafts';
import { hide, markDeleted, publish, reorder, restore, unhide } from '@/lib/content-store/publishing';
import { listMissingTranslations, readItem, readPublished } from '@/lib/content-store/read';
import { InvalidError, NotFoundError } from '@/lib/kernel/domain-errors';
import { RichText } from '@/lib/content-store/rich-text';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const ED = 'editor@test.example';
const keysOf = async (locale: 'en' | 'as' | 'hi' = 'en') => (await readPublished(noticeType, locale)).map((i) => i.key);

async function published(over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const key = contentKey();
  await saveDraft(noticeType, key, { ...noticeData(over), ...extra }, null, ED);
  await publish(noticeType, key, ED);
  return key;
}

describe('content drafts', () => {
  it('of two saves from the same version, exactly one wins; the other gets content_conflict with the winner\'s draft', async () => {
    const key = contentKey();
    const { version } = await saveDraft(noticeType, key, noticeData(), null, ED);
    expect(version).toBe(1);
    const results = await Promise.allSettled([
      saveDraft(noticeType, key, noticeData({ title: 'From Anjali' }), version, 'anjali@test.example'),
      saveDraft(noticeType, key, noticeData({ title: 'From Bikash' }), version, 'bikash@test.example'),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ContentConflictError);
    expect(lost[0]).toMatchObject({ code: 'content_conflict', message: 'Someone else saved this item since you opened it. Compare their version with yours, then save again.' });
    const row = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: noticeType.type, key } } });
    expect(row.version).toBe(2);
    const current = (lost[0] as ContentConflictError).current;
    expect(current).toMatchObject({ version: 2, updatedBy: row.updatedBy, draft: row.draft });
    expect(['From Anjali', 'From Bikash']).toContain(current.draft.en.title);
    // The loser, shown the difference, saves again from the version it was given.
    await expect(saveDraft(noticeType, key, noticeData({ title: 'Agreed' }), current.version, 'bikash@test.example')).resolves.toEqual({ key, version: 3 });
    expect(await testDb().staffAction.count({ where: { action: 'content.save', entityId: row.id } })).toBe(3);
  });

  it('refuses a second item with a taken key, and bad fields by name in each language', async () => {
    const key = contentKey();
    await saveDraft(noticeType, key, noticeData(), null, ED);
    await expect(saveDraft(noticeType, key, noticeData(), null, ED)).rejects.toMatchObject({ code: 'content_conflict' });
    const bad = await saveDraft(noticeType, contentKey(), { en: { title: '', body: '<p>x</p>', day: '2027-02-30x', kind: 'other', seats: 501 }, as: { title: 'ঠিক', kind: 'news' } }, null, ED).catch((e) => e);
    expect(bad).toBeInstanceOf(InvalidError);
    expect(bad.fields).toEqual({
      'en.title': 'Title is required.',
      'en.day': 'Day: give a date as YYYY-MM-DD.',
      'en.seats': 'Seats must be at most 500.',
      'en.kind': 'Kind: choose one of the options.',
      as: 'Unrecognized key: "kind"',
    });
    await expect(saveDraft(noticeType, 'Not A Key', noticeData(), null, ED)).rejects.toMatchObject({ code: 'invalid_input', fields: { key: expect.stringMatching(/^A key is lower-case/) } });
    await expect(saveDraft(noticeType, contentKey(), noticeData(), 7, ED)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('cleans rich text on save: scripts, handlers, styles, images, frames and javascript: links never stored', async () => {
    const key = contentKey();
    const body = [
      '<p onclick="alert(1)" style="color:red">Hello <b>bold</b> <i>it</i><script>alert(2)</script></p>',
      '<p><a href="javascript:alert(3)">a</a> <a href="JAVASCRIPT:alert(4)">b</a> <a href="jav&#x61;script:alert(5)">c</a>',
      '<a href=" javascript:alert(6)">d</a> <a href="https://example.org/x" target="_blank" onmouseover="x()">ok</a> <a href="mailto:a@b.example">m</a></p>',
      '<img src=x onerror="alert(7)"><iframe src="https://evil.example"></iframe><style>p{}</style><ul><li>one</li></ul>',
    ].join('');
    await saveDraft(noticeType, key, noticeData({ body }), null, ED);
    const row = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: noticeType.type, key } } });
    expect((row.draft as { en: { body: string } }).en.body).toBe(
      '<p>Hello <strong>bold</strong> <em>it</em></p><p>a b cd <a href="https://example.org/x">ok</a> <a href="mailto:a@b.example">m</a></p><ul><li>one</li></ul>',
    );
  });
});

describe('rich text on a page', () => {
  it('renders a row planted around the save (straight into the database) with nothing executable', async () => {
    const key = contentKey();
    const hostile = '<p onclick="alert(1)" style="x">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">j</a><a href="JAVASCRIPT:alert(4)">J</a>'
      + '<a href="jav&#x61;script:alert(5)">e</a><a href="&#106;avascript:alert(6)">f</a><img src=x onerror="alert(7)"><iframe src="https://evil.example"></iframe>'
      + '<svg onload="alert(8)"></svg><a href="https://example.org/" onmouseover="alert(9)">fine</a><ul><li><em>one</em></li></ul>';
    const data = { en: { ...noticeData().en, body: hostile } };
    await testDb().contentItem.create({ data: { type: noticeType.type, key, draft: data, published: data, updatedBy: 'planted', publishedAt: new Date() } });
    const item = (await readPublished(noticeType, 'en')).find((i) => i.key === key)!;
    expect(item.data.body).toBe(hostile); // the reader hands the stored text on; the renderer is the guard
    const html = renderToStaticMarkup(createElement(RichText, { value: item.data.body }));
    expect(html).toBe('<div><p>Hi</p>jJef<a href="https://example.org/">fine</a><ul><li><em>one</em></li></ul></div>');
    for (const bad of ['<script', 'javascript:', 'onerror', 'onclick', 'onload', '<img', '<iframe', '<svg', 'style=']) expect(html.toLowerCase()).not.toContain(bad);
  });
});

describe('publishing content', () => {
  it('keeps every published version, writes a publication per page and language, and audits each step', async () => {
    const key = contentKey();
    const before = new Date();
    await saveDraft(noticeType, key, noticeData({ title: 'First' }), null, ED);
    expect(await keysOf()).not.toContain(key); // a draft is on no page
    expect(await publish(noticeType, key, ED)).toEqual({ version: 1, changed: true });
    expect(await publish(noticeType, key, ED)).toEqual({ version: 1, changed: false }); // nothing new to publish
    await saveDraft(noticeType, key, noticeData({ title: 'Second' }), 1, ED);
    expect(await publish(noticeType, key, 'admin@test.example')).toEqual({ version: 2, changed: true });

    const item = await readItem(noticeType, key);
    expect(item.versions.map((v) => [v.version, v.data.en.title, v.publishedBy, v.restoredFrom])).toEqual([[2, 'Second', 'admin@test.example', null], [1, 'First', ED, null]]);
    const pubs = await testDb().publication.findMany({ where: { path: { in: ['/en/about', '/as/about', '/hi/about', `/en/notices/${key}`, `/as/notices/${key}`, `/hi/notices/${key}`] }, publishedAt: { gte: before } } });
    expect(pubs.map((p) => p.path).sort()).toEqual([`/as/about`, `/as/notices/${key}`, '/en/about', `/en/notices/${key}`, '/hi/about', `/hi/notices/${key}`]);
    const actions = await testDb().staffAction.findMany({ where: { entityType: 'content', detail: { path: ['key'], equals: key } }, orderBy: { id: 'asc' } });
    expect(actions.map((a) => a.action)).toEqual(['content.save', 'content.publish', 'content.save', 'content.publish']);
  });

  it('a publish from a page opened before another editor saved is refused; the draft it never saw stays unpublished', async () => {
    const key = await published({ title: 'Seen by Anjali' });
    const { version: seen } = await readItem(noticeType, key);
    // Bikash saves a draft Anjali has not seen; Anjali then presses Publish on the page she opened before.
    await saveDraft(noticeType, key, noticeData({ title: 'Bikash, unchecked' }), seen, 'bikash@test.example');
    await expect(publish(noticeType, key, 'anjali@test.example', seen)).rejects.toMatchObject({
      code: 'content_draft_changed',
      message: 'Someone saved a new draft since you opened this item. Open it again and check that draft before publishing it.',
    });
    expect((await readPublished(noticeType, 'en')).find((i) => i.key === key)?.data.title).toBe('Seen by Anjali');
    // From the version now shown, the publish goes through.
    const { version: now } = await readItem(noticeType, key);
    expect(await publish(noticeType, key, 'anjali@test.example', now)).toEqual({ version: 2, changed: true });
  });

  it('restore makes an old version the draft and publishes it as a new version', async () => {
    const key = await published({ title: 'Original' });
    await saveDraft(noticeType, key, noticeData({ title: 'Changed' }), 1, ED);
    await publish(noticeType, key, ED);
    expect((await readPublished(noticeType, 'en')).find((i) => i.key === key)?.data.title).toBe('Changed');

    expect(await restore(noticeType, key, 1, 'admin@test.example')).toEqual({ version: 3 });
    const item = await readItem(noticeType, key);
    expect(item.draft.en.title).toBe('Original');
    expect(item.published?.en.title).toBe('Original');
    expect(item.version).toBe(3); // saves from before the restore are now stale
    expect(item.versions.map((v) => [v.version, v.restoredFrom])).toEqual([[3, 1], [2, null], [1, null]]);
    expect((await readPublished(noticeType, 'en')).find((i) => i.key === key)?.data.title).toBe('Original');
    await expect(saveDraft(noticeType, key, noticeData(), 2, ED)).rejects.toMatchObject({ code: 'content_conflict' });
    await expect(restore(noticeType, key, 9, ED)).rejects.toMatchObject({ code: 'not_found', message: `"${key}" has no version 9.` });
    expect(await testDb().staffAction.findFirst({ where: { action: 'content.restore', detail: { path: ['key'], equals: key } } })).toMatchObject({ staff: 'admin@test.example', detail: { restored: 1, version: 3 } });
  });

  it('hidden and deleted items never reach a page; deleted ones keep their rows, versions and key', async () => {
    const [a, b, c] = [await published(), await published(), await published()];
    await hide(noticeType, b, ED);
    expect(await keysOf()).toEqual(expect.arrayContaining([a, c]));
    expect(await keysOf()).not.toContain(b);
    await unhide(noticeType, b, ED);
    expect(await keysOf()).toContain(b);
    await markDeleted(noticeType, c, ED);
    expect(await keysOf('as')).not.toContain(c);
    const row = await testDb().contentItem.findUniqueOrThrow({ where: { type_key: { type: noticeType.type, key: c } }, include: { versions: true } });
    expect(row.deletedAt).not.toBeNull();
    expect(row.versions).toHaveLength(1);
    await expect(publish(noticeType, c, ED)).rejects.toBeInstanceOf(NotFoundError);
    await expect(saveDraft(noticeType, c, noticeData(), null, ED)).rejects.toMatchObject({ code: 'conflict', message: 'An item of this type already has this key (a deleted one keeps its key). Choose another key.' });
    const actions = await testDb().staffAction.findMany({ where: { action: { in: ['content.hide', 'content.unhide', 'content.delete'] }, OR: [b, c].map((k) => ({ detail: { path: ['key'], equals: k } })) }, orderBy: { id: 'asc' } });
    expect(actions.map((x) => x.action)).toEqual(['content.hide', 'content.unhide', 'content.delete']);
  });

  it('reorders the named items first, and refuses unknown keys without moving anything', async () => {
    const [a, b, c] = [await published(), await published(), await published()];
    await reorder(noticeType, [c, a], ED);
    const order = (await keysOf()).filter((k) => [a, b, c].includes(k));
    expect(order).toEqual([c, a, b]);
    await expect(reorder(noticeType, [b, 'no-such-item'], ED)).rejects.toMatchObject({ code: 'conflict', message: 'Not Test notices items (or deleted): no-such-item.' });
    await expect(reorder(noticeType, [b, b], ED)).rejects.toMatchObject({ code: 'invalid_input' });
    expect((await keysOf()).filter((k) => [a, b, c].includes(k))).toEqual([c, a, b]);
  });
});

describe('content translations', () => {
  it('shows a translated field in its language and the English, marked as fallback, where there is none', async () => {
    const key = await published({}, { as: { title: 'যোৰহাটত স্বেচ্ছাসেৱক লাগে' }, hi: { title: 'जोरहाट में स्वयंसेवक चाहिए', body: '<p>आइए, <strong>मदद</strong> कीजिए।</p>' } });
    const as = (await readPublished(noticeType, 'as')).find((i) => i.key === key)!;
    expect(as.data).toMatchObject({ title: 'যোৰহাটত স্বেচ্ছাসেৱক লাগে', body: '<p>Come <strong>help</strong>.</p>', seats: 20, kind: 'call' });
    expect(as.fallback).toEqual(['body']);
    const hi = (await readPublished(noticeType, 'hi')).find((i) => i.key === key)!;
    expect(hi.fallback).toEqual([]);
    expect((await readPublished(noticeType, 'en')).find((i) => i.key === key)!.fallback).toEqual([]);

    const missing = await listMissingTranslations(noticeType);
    expect(missing.find((m) => m.key === key)).toEqual({ key, title: 'Volunteers wanted in Jorhat', missing: ['as'] });
    const full = await published({}, { as: { title: 'অ', body: '<p>আ</p>' }, hi: { title: 'अ', body: '<p>आ</p>' } });
    expect(missing.concat(await listMissingTranslations(noticeType)).find((m) => m.key === full)).toBeUndefined();
  });
});
