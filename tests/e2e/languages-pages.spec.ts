// The Assamese and Hindi pages as the built server sends them (HTTP only, no browser: quick; the browser walk of
// the sitemap is languages-sitemap.spec.ts). Every page shows no English sentence in its first HTML (an
// untranslated text, or a text whose catalogue section its page does not ship, would show up here in English);
// the pages carry only their own texts to the browser; and the heads' hreflang alternates match the sitemap.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { STRATEGY } from '@/lib/content/home';
import { PAGE_TEXT_COPY } from '@/lib/content-store/seed/page-text-copy';
import { GET_INVOLVED_CARDS, REGISTER_PAGE, REGISTRATION_CHOICES } from '@/lib/content/get-involved';
import { INSTITUTE_TERMS, INTERNSHIP_TERMS, MEMBER_TERMS } from '@/lib/content/legal';
import { INTERN_PAGE_INTRO, INTERNSHIP_GUIDELINES } from '@/lib/content/internship';
import { SITEMAP_ROUTES } from '@/lib/content/seo';
import { PROPER_NOUNS } from './helpers/language-check';

/** The English sentences a block of page text was seeded from (issue 35): the e2e server seeds them. */
const seeded = (key: keyof typeof PAGE_TEXT_COPY) => {
  const { eyebrow, title, subtitle, body = [], items = [] } = PAGE_TEXT_COPY[key];
  return [eyebrow ?? '', title, subtitle ?? '', ...body, ...items].filter((t) => t.length > 60);
};

type Catalogue = { sections: Record<string, Record<string, string>> };
const file = (l: string): Catalogue => JSON.parse(readFileSync(`lib/i18n/messages/${l}.json`, 'utf8'));
const CATALOGUES = { as: file('as'), hi: file('hi') };
/** Every page of the sitemap (issues 28 and 34), and the account pages. */
const TRANSLATED = [...SITEMAP_ROUTES.map((r) => r.path), '/workspace', '/login', '/forgot-password', '/reset-password', '/profile/ananya-baruah'];

/** Names and codes that stay as they are in every language (the browser walk's list). */
const KEPT = PROPER_NOUNS;

/** The texts a visitor sees or hears: text between tags, alt and aria-label (scripts, styles, the head and hidden parts left out). */
function shownTexts(html: string): string[] {
  const body = html.replace(/<head>[\s\S]*?<\/head>/, '').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    // names marked lang="en", and what nobody sees or hears (the forms' bot trap); not nested in the same tag
    .replace(/<(\w+)\b[^>]*\s(?:lang="en[^"]*"|aria-hidden="true")[^>]*>[\s\S]*?<\/\1>/g, '');
  // alt and aria-label of every tag but one marked lang="en" itself (an <img> has no closing tag for the removal above)
  const attributes = [...body.matchAll(/<[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\slang="en[^"]*"/.test(tag))
    .flatMap((tag) => [...tag.matchAll(/\s(?:alt|aria-label)="([^"]*)"/g)].map((m) => m[1]));
  const between = body.split(/<[^>]+>/);
  const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim();
  return [...between, ...attributes].map(decode).filter(Boolean);
}

/** An English sentence or phrase: two or more Latin words once the kept names are taken out (JPG, PDF, MB are not words). */
const isEnglish = (text: string) => (KEPT.reduce((t, k) => t.split(k).join(' '), text).match(/\b[A-Za-z]*[a-z][A-Za-z]*\b/g) ?? []).filter((w) => w.length > 1 || /^[aA]$/.test(w)).length >= 2;

for (const locale of ['as', 'hi'] as const) {
  const all = Object.assign({}, ...Object.values(CATALOGUES[locale].sections)) as Record<string, string>;

  test(`/${locale}: every page shows no English sentence outside its marked names`, async ({ request }) => {
    const english: string[] = [];
    for (const path of TRANSLATED) {
      const html = await (await request.get(`/${locale}${path === '/' ? '' : path}`)).text();
      english.push(...shownTexts(html).filter(isEnglish).map((t) => `${path}: ${t}`));
    }
    expect(english).toEqual([]);
    // The events page says which events are past in the visitor's language (issues 28 and 36: each past event's card
    // says it has taken place; the seeded ones are past).
    expect(shownTexts(await (await request.get(`/${locale}/events`)).text())).toContain(all['This event has taken place.']);
  });

  test(`/${locale}: the English body texts of lib/content appear nowhere in the translated pages`, async ({ request }) => {
    const pages: Record<string, string[]> = {
      '': [...seeded('home-hero'), STRATEGY.intro, ...STRATEGY.items.map((i) => i.description)],
      '/about': [...seeded('about-who-we-are'), ...seeded('about-mission')],
      '/get-involved': GET_INVOLVED_CARDS.map((c) => c.description),
      '/register': [REGISTER_PAGE.subtitle, ...REGISTRATION_CHOICES.map((c) => c.description)],
      '/intern': [INTERN_PAGE_INTRO.slice(0, 40), ...INTERNSHIP_GUIDELINES],
      '/internship-terms': [...INTERNSHIP_TERMS.intro!, ...INTERNSHIP_TERMS.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])],
      '/member-terms': [...MEMBER_TERMS.intro!, ...MEMBER_TERMS.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])],
      '/institute-terms': [...INSTITUTE_TERMS.intro!, ...INSTITUTE_TERMS.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])])],
    };
    for (const [path, texts] of Object.entries(pages)) {
      const html = (await (await request.get(`/${locale}${path}`)).text()).replace(/&#x27;/g, "'");
      expect(texts.filter((t) => html.includes(t)), `/${locale}${path}`).toEqual([]);
    }
  });

  test(`/${locale}: a page carries the catalogue sections its browser code shows, and no other`, async ({ request }) => {
    const { everywhere, forms, pages, terms, mail } = CATALOGUES[locale].sections;
    const home = await (await request.get(`/${locale}`)).text();
    const intern = await (await request.get(`/${locale}/intern`)).text();
    // Texts neither page shows at first, only its scripts may: an error panel's (every page) and a password rule (forms).
    const errorPanel = everywhere['Something went wrong on our side. Please try again in a moment.'];
    const passwordRule = forms['This password is too common and easy to guess. Please choose a less predictable one.'];
    expect([errorPanel, passwordRule].every(Boolean)).toBe(true);
    expect(home).toContain(errorPanel);
    expect(intern).toContain(errorPanel);
    expect(intern).toContain(passwordRule);
    expect(home).not.toContain(passwordRule);
    // The server's sections never travel: no other page's body, no terms, no mail.
    const elsewhere = [pages['Young people sit at the table too: a youth representative serves on the Governing Body, and club leads are consulted before new programmes are launched.'],
      ...Object.values(terms).filter((v) => v.length > 60).slice(0, 5), ...Object.values(mail).filter((v) => v.length > 60).slice(0, 3)];
    expect(elsewhere.every(Boolean)).toBe(true);
    for (const page of [home, intern]) expect(elsewhere.filter((text) => page.includes(text))).toEqual([]);
  });
}

test('each page\'s hreflang alternates in its head are the sitemap\'s, English as x-default', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const pathOf = (url: string) => new URL(url).pathname;
  for (const path of ['/', '/about', '/as/intern', '/hi/member-terms']) {
    const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]).find((u) => pathOf(/<loc>([^<]+)<\/loc>/.exec(u)![1]) === path);
    expect(entry, path).toBeDefined();
    const fromSitemap = Object.fromEntries([...entry!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2])]));
    const html = await (await request.get(path)).text();
    const fromHead = Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2])]));
    expect(Object.keys(fromSitemap).sort(), path).toEqual(['as-IN', 'en-IN', 'hi-IN', 'x-default']);
    expect(fromSitemap['x-default'], path).toBe(fromSitemap['en-IN']);
    expect(fromHead, path).toEqual(fromSitemap);
  }
});

test('the script fonts are addressed by their hash and cached for a year; the plain address is not', async ({ request }) => {
  for (const [locale, file] of [['as', 'noto-sans-bengali'], ['hi', 'noto-sans-devanagari']] as const) {
    const html = await (await request.get(`/${locale}`)).text();
    const addresses = [...new Set(html.match(new RegExp(`/fonts/${file}-(400|700)\\.woff2\\?v=[\\w-]{12}`, 'g')))];
    expect(addresses, locale).toHaveLength(2);
    for (const address of addresses) {
      const res = await request.get(address);
      expect([res.status(), res.headers()['cache-control'], res.headers()['content-type']], address).toEqual([200, 'public, max-age=31536000, immutable', 'font/woff2']);
    }
    expect((await request.get(`/fonts/${file}-400.woff2`)).headers()['cache-control']).toBe('public, max-age=0');
  }
  expect(await (await request.get('/')).text()).not.toContain('/fonts/noto'); // English pages unchanged
});
