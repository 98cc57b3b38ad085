// The people pages and the Youth Spotlight from the content store (issue 35): a published change to a person
// reaches what /governing-body, /chairman, /director and /profile/{id} read, in each language with the English
// marked where there is no translation, and names those pages in publications for every instance to revalidate;
// the spotlight's order is the console's.
import { describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { contentKey } from '../factories/content';
import { saveDraft } from '@/lib/content-store/drafts';
import { hide, publish, reorder } from '@/lib/content-store/publishing';
import { readPublished } from '@/lib/content-store/read';
import { person } from '@/lib/content-store/types/person';
import { spotlight } from '@/lib/content-store/types/spotlight';
import { advisers } from '@/lib/content-pages/people';
import { personSeed } from '@/lib/content-store/seed/people';
import { seedItems } from '@/lib/content-store/seed/seed-items';

const ED = 'editor@test.example';
const everyLanguage = (paths: string[]) => paths.flatMap((p) => ['en', 'as', 'hi'].map((l) => `/${l}${p}`)).sort();

const member = (over: Record<string, unknown> = {}) => ({
  en: {
    name: 'Test Member', group: 'governing-body', role: 'Member, Sports', summary: 'Coaches football in Tezpur.',
    biography: '<p>She has coached for ten years.</p>', photo: '/images/people/chairman.webp',
    adviserRole: '', adviserOrder: null, quote: '', pageBiography: '', ...over,
  },
  as: { role: 'সদস্য, ক্ৰীড়া', summary: 'তেজপুৰত ফুটবল শিকায়।' },
});

async function publicationsSince(since: Date) {
  return (await testDb().publication.findMany({ where: { publishedAt: { gte: since } }, select: { path: true } })).map((p) => p.path);
}

describe('people from the content store', () => {
  it('a published change to a person reaches readPublished in each language and publishes the person\'s pages', async () => {
    const key = contentKey('person');
    const before = new Date();
    await saveDraft(person, key, member(), null, ED);
    expect((await readPublished(person, 'en')).map((p) => p.key)).not.toContain(key); // a draft is on no page
    await publish(person, key, ED);

    const as = (await readPublished(person, 'as')).find((p) => p.key === key)!;
    expect(as.data).toMatchObject({ name: 'Test Member', role: 'সদস্য, ক্ৰীড়া', summary: 'তেজপুৰত ফুটবল শিকায়।', biography: '<p>She has coached for ten years.</p>' });
    expect(as.fallback).toEqual(['biography']); // English on /as: marked lang="en"
    const pages = everyLanguage(['/about', '/governing-body', '/chairman', '/director', `/profile/${key}`]);
    expect((await publicationsSince(before)).filter((p) => pages.includes(p)).sort()).toEqual(pages);

    // Staff change the role: the next render reads the new one, and the pages are named again.
    const changed = new Date();
    await saveDraft(person, key, member({ role: 'Member, Sports & Games' }), 1, ED);
    expect((await readPublished(person, 'en')).find((p) => p.key === key)?.data.role).toBe('Member, Sports'); // saved, not yet published
    await publish(person, key, ED);
    expect((await readPublished(person, 'en')).find((p) => p.key === key)?.data.role).toBe('Member, Sports & Games');
    expect((await readPublished(person, 'hi')).find((p) => p.key === key)?.fallback.sort()).toEqual(['biography', 'role', 'summary']);
    expect((await publicationsSince(changed)).filter((p) => pages.includes(p)).sort()).toEqual(pages);

    // Hidden: off every page, which are named once more.
    const hidden = new Date();
    await hide(person, key, ED);
    expect((await readPublished(person, 'en')).map((p) => p.key)).not.toContain(key);
    expect((await publicationsSince(hidden)).filter((p) => pages.includes(p)).sort()).toEqual(pages);
  });

  it('the advisory committee is the people with an adviser role, by adviser position', async () => {
    const people = seedItems(personSeed).map((i) => ({ key: i.key, data: i.data.en as never, fallback: [], publishedAt: null }));
    expect(advisers(people).map((p) => p.key)).toEqual(['bhaskar-jyoti-sarma', 'nazia-rahman', 'pranjal-bora', 'rupali-deka', 'mitali-hazarika', 'deepjyoti-tanti']);
    expect(people.map((p) => p.key)).toEqual(['chairman', 'ananya-baruah', 'mitali-hazarika', 'bhaskar-jyoti-sarma', 'nazia-rahman', 'pranjal-bora', 'rupali-deka', 'deepjyoti-tanti']);
  });
});

describe('the Youth Spotlight from the content store', () => {
  it('shows the published stories in the order staff set, and a reorder publishes /impact', async () => {
    const story = (name: string) => ({ en: { name, place: '20, Jorhat', story: `${name} cleaned the river bank.`, theme: 'Environment', photo: '/images/spotlight/rahul-pegu.webp' } });
    const [first, second] = [contentKey('story'), contentKey('story')];
    for (const [key, name] of [[first, 'Mridul'], [second, 'Juri']]) {
      await saveDraft(spotlight, key, story(name), null, ED);
      await publish(spotlight, key, ED);
    }
    const order = async () => (await readPublished(spotlight, 'en')).map((s) => s.key).filter((k) => k === first || k === second);
    expect(await order()).toEqual([first, second]);

    const before = new Date();
    await reorder(spotlight, [second, first], ED);
    expect(await order()).toEqual([second, first]);
    const impact = everyLanguage(['/impact']);
    expect((await publicationsSince(before)).filter((p) => impact.includes(p)).sort()).toEqual(impact);
    const audit = await testDb().staffAction.findFirstOrThrow({ where: { action: 'content.reorder', staff: ED, detail: { path: ['type'], equals: 'spotlight' } }, orderBy: { id: 'desc' } });
    expect((audit.detail as { order: string[] }).order.slice(0, 2)).toEqual([second, first]);

    await saveDraft(spotlight, first, { en: { ...story('Mridul').en, theme: 'Sports' } }, 1, ED).then(
      () => expect.fail('a theme the carousel does not filter by was saved'),
      (e) => expect(e).toMatchObject({ code: 'invalid_input', fields: { 'en.theme': 'Theme: choose one of the options.' } }),
    );
  });
});
