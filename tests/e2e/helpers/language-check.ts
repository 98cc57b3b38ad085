// What a reader of an Assamese or Hindi page sees that is not in its language, measured in the browser after the
// page has hydrated (so client components count too): visible texts outside lang="en" parts that still hold
// Latin words once the proper nouns are taken out, and the share of Latin letters in the page's <main>.
import type { Page } from '@playwright/test';
import { SITE } from '@/lib/content/site';
import { BOARD, PARTNERS } from '@/lib/content/organisation';
import { SPOTLIGHT_STORIES } from '@/lib/content-store/seed/spotlight';

/**
 * Proper nouns and codes written the same in every language: the foundation's name, address and email, brand
 * names, the UIDAI site's own labels quoted in the Aadhaar guide, and the names of people and partners (in a
 * portrait's alt text they cannot be marked lang="en"). Anything else in Latin letters outside a lang="en" part
 * is an untranslated text. Keep this list short: a new entry must be a name or a code.
 */
export const PROPER_NOUNS = [
  SITE.name, SITE.addressLine, SITE.email, 'NextGen', 'Gen Z', 'WhatsApp', 'UIDAI', 'RTI', 'English', 'JavaScript',
  'NYF-XXXXX-XXXXX', 'Download Aadhaar', 'Do you want a masked Aadhaar?', 'myaadhaar.uidai.gov.in', 'http://', 'https://',
  'Downloads', 'PDF', 'JPG', 'JPEG', 'PNG', 'MB', 'KB', '.ics', 'OTP', 'NEP', 'A–Z', 'UPI', 'PAN', '80G', // a phone's folder; file kinds; codes
  ...Object.values(BOARD).map((p) => p.name), ...PARTNERS.map((p) => p.name), ...SPOTLIGHT_STORIES.map((s) => s.name),
];

/** The most of a page's main text that may be in Latin letters, proper nouns left out (English marked lang="en" counts). */
export const MAX_ENGLISH_SHARE = 0.2;

/** The banner a page showed while its body was English (issue 28), in the three languages. */
export const ENGLISH_FOR_NOW = [/in English for now/i, /এতিয়াৰ বাবে ইংৰাজীত/, /अभी अंग्रेज़ी में है/];

export type LanguageReport = { latin: string[]; mainLetters: number; mainLatin: number; texts: string[] };

/** Runs in the page: every visible text (text nodes, alt, aria-label, placeholder, title) with its language. */
function readPage(kept: string[]): LanguageReport {
  const visible = (el: Element) => !el.closest('[aria-hidden="true"], script, style, noscript, template') && el.checkVisibility({ visibilityProperty: true });
  const english = (el: Element) => /^en\b/i.test(el.closest('[lang]')?.getAttribute('lang') ?? '');
  const found: { text: string; el: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    const text = (node.nodeValue ?? '').replace(/\s+/g, ' ').trim();
    if (el && text && visible(el)) found.push({ text, el });
  }
  for (const el of document.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
    if (!visible(el)) continue;
    for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
      const text = el.getAttribute(name)?.trim();
      if (text) found.push({ text, el });
    }
  }
  const withoutNames = (text: string) => kept.reduce((t, k) => t.split(k).join(' '), text);
  const latin = found.filter((f) => !english(f.el) && /[A-Za-z]{2,}/.test(withoutNames(f.text))).map((f) => f.text);
  // The share is of what the eye reads: screen-reader-only texts (1 px boxes, a card link's "View Profile: name")
  // are left out of it; vowel signs count as letters, so a line in Assamese or Hindi weighs what it looks.
  const seen = (el: Element) => { const box = el.getBoundingClientRect(); return box.width > 1 && box.height > 1; };
  const main = found.filter((f) => f.el.closest('main') && seen(f.el));
  // Proper nouns are not English text: a page of people's cards is not "English" for its names (marked or not).
  const count = (re: RegExp, clean: (t: string) => string = (t) => t) => main.reduce((n, f) => n + (clean(f.text).match(re) ?? []).length, 0);
  return { latin: [...new Set(latin)], mainLetters: count(/[\p{L}\p{M}]/gu), mainLatin: count(/[A-Za-z]/g, withoutNames), texts: found.map((f) => f.text) };
}

export const readLanguage = (page: Page): Promise<LanguageReport> => page.evaluate(readPage, PROPER_NOUNS);

/** The problems a reader would see: Latin texts, too much English in <main>, the "English for now" banner. */
export function languageProblems(report: LanguageReport): string[] {
  const share = report.mainLetters ? report.mainLatin / report.mainLetters : 1;
  return [
    ...report.latin.map((t) => `in Latin letters: ${t}`),
    ...(share > MAX_ENGLISH_SHARE ? [`${Math.round(share * 100)}% of the main text is in Latin letters`] : []),
    ...(report.texts.some((t) => ENGLISH_FOR_NOW.some((re) => re.test(t))) ? ['the "English for now" banner'] : []),
  ];
}
