// The Assamese and Hindi catalogues against the English (the spec's constants and the texts in the code):
// no text missing, none extra, the same {placeholders}, nothing left in English; and the small rules of
// addresses and cookies a visitor or an attacker controls.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, SECTIONS, catalogueFor } from '@/lib/i18n/catalogues';
import { warnAboutDraftCatalogues } from '@/lib/i18n/draft-warnings';
import { isLocale, localePath, lowerCaseLanguagePath, splitLocalePath } from '@/lib/i18n/locales';
import { placeholdersOf, richParts, tagsOf, translate } from '@/lib/i18n/translate';
import { requestLocale, withLang } from '@/lib/i18n/api-language';
import { englishOf, message } from '@/lib/kernel/message';
import { requiredMessage, tooLongMessage } from '@/lib/kernel/text';
import { englishTexts } from './english-texts';

const english = englishTexts();

describe.each(Object.entries(CATALOGUE_FILES))('the %s catalogue', (_, file) => {
  const messages: Record<string, string> = Object.assign({}, ...Object.values(file.sections));
  const keys = Object.keys(messages);
  it('has the same sections as the code, each sorted by key, and each text in one section only', () => {
    expect(Object.keys(file.sections)).toEqual([...SECTIONS]);
    for (const s of SECTIONS) {
      const own = Object.keys(file.sections[s]);
      expect(own, `section ${s} sorted (merges stay line-local)`).toEqual([...own].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    expect(keys.length, 'a text in two sections').toBe(SECTIONS.reduce((n, s) => n + Object.keys(file.sections[s]).length, 0));
  });
  it('has every English text and no other', () => {
    expect(english.filter((e) => !keys.includes(e)), 'missing').toEqual([]);
    expect(keys.filter((k) => !english.includes(k)), 'extra (the English changed or went away?)').toEqual([]);
  });
  it('keeps each text\'s placeholders', () => {
    const wrong = keys.filter((k) => placeholdersOf(k).join() !== placeholdersOf(messages[k]).join());
    expect(wrong).toEqual([]);
  });
  it('keeps each sentence\'s <tags> (the words a page makes a link or bold)', () => {
    expect(keys.filter((k) => tagsOf(k).join() !== tagsOf(messages[k]).join())).toEqual([]);
  });
  it('writes numbers in Latin digits, as Intl (nu-latn) and the card\'s dates do', () => {
    expect(keys.filter((k) => /[০-৯०-९]/.test(messages[k]))).toEqual([]);
  });
  it('translates every text (none left identical to the English)', () => {
    expect(keys.filter((k) => messages[k].trim() === k.trim())).toEqual([]);
  });
});

it('a deployment warns once per draft catalogue; a local run stays quiet', () => {
  const lines: string[] = [];
  expect(warnAboutDraftCatalogues({ APP_ENV: 'production' }, (l) => lines.push(l))).toBe(2);
  expect(lines).toEqual([
    '⚠ draft translation in use: Assamese (lib/i18n/messages/as.json awaits a native speaker\'s review; see README "Translations")',
    '⚠ draft translation in use: Hindi (lib/i18n/messages/hi.json awaits a native speaker\'s review; see README "Translations")',
  ]);
  expect(warnAboutDraftCatalogues({ APP_ENV: 'local' }, (l) => lines.push(l))).toBe(0);
});

describe('translate', () => {
  const as = catalogueFor('as')!;
  it('reads a sentence\'s tags before filling it, so a value cannot add markup', () => {
    expect(richParts('I agree to the <link>terms</link>.')).toEqual(['I agree to the ', { tag: 'link', text: 'terms' }, '.']);
    expect(richParts(as['Referral code <code>{code}</code> validated.'])).toEqual(['ৰেফাৰেল ক\'ড ', { tag: 'code', text: '{code}' }, ' মান্য বুলি নিশ্চিত হ\'ল।']);
    expect(richParts('Hello {name}')).toEqual(['Hello {name}']);
  });
  it('builds a translation from an id and values, a Message value translated too (a lock-out, a wait)', () => {
    expect(translate(as, message('Too many failed attempts. Please try again in {minutes} minutes.', { minutes: 15 }))).toBe('বহুতবাৰ ভুল চেষ্টা কৰা হ\'ল। অনুগ্ৰহ কৰি 15 মিনিট পিছত পুনৰ চেষ্টা কৰক।');
    const wait = message('Too many attempts. Please try again in {when}.', { when: message('{n} seconds', { n: 30 }) });
    expect(translate(as, wait)).toBe('বহুতবাৰ চেষ্টা কৰা হ\'ল। অনুগ্ৰহ কৰি 30 ছেকেণ্ড পিছত পুনৰ চেষ্টা কৰক।');
    expect(englishOf(wait)).toBe('Too many attempts. Please try again in 30 seconds.');
    // A plain string value is shown as it is: a server's answer is already in the page's language.
    expect(translate(as, 'Registration failed: {message}', { message: 'Invalid mobile number.' })).toBe('পঞ্জীয়ন বিফল হ\'ল: Invalid mobile number.');
  });
  it('never recovers a translation from a finished English sentence', () => {
    // The reverse template match this replaced turned these into Assamese by guessing their template.
    expect(translate(as, 'Registration failed: Invalid mobile number.')).toBe('Registration failed: Invalid mobile number.');
    expect(translate(as, 'Too many failed attempts. Please try again in 15 minutes.')).toBe('Too many failed attempts. Please try again in 15 minutes.');
  });
  it('translates a schema\'s composed text from how it was built, and only that text', () => {
    expect(translate(as, tooLongMessage('Subject', 200))).toBe(translate(as, '{field} must be at most {max} characters.', { field: message('Subject'), max: 200 }));
    expect(translate(as, requiredMessage('Subject'))).toBe('বিষয় লাগিব।');
    expect(translate(as, 'Planted is required.')).toBe('Planted is required.'); // never composed: stays as written
  });
  it('fills placeholders and leaves an unknown text in English', () => {
    expect(translate(as, 'Step {n} of {total}: {title}', { n: 2, total: 4, title: 'x' })).toBe('4টাৰ ভিতৰত 2 নং পদক্ষেপ: x');
    expect(translate(as, 'Not in any catalogue.')).toBe('Not in any catalogue.');
    expect(translate(as, 'constructor')).toBe('constructor'); // no prototype lookups
    // A text already translated and shown through t() again (FormField) stays as it is; a template of
    // placeholders and commas only ('{date}, {time}') never matches other texts.
    const label = translate(as, 'Aadhaar Card (masked, {formats})', { formats: 'PDF' });
    expect(translate(as, label)).toBe(label);
    expect(translate(as, 'Cotton College, Guwahati')).toBe('Cotton College, Guwahati');
    expect(translate(null, 'Hello {name}', { name: 'Rupa' })).toBe('Hello Rupa');
  });
});

describe('languages in addresses, cookies and API calls', () => {
  it('knows only en, as and hi', () => {
    for (const bad of ['AS', 'as ', 'fr', '__proto__', 'constructor', '', null, undefined, ['as']]) expect(isLocale(bad)).toBe(false);
  });
  it('puts a language in front of site paths only', () => {
    expect(localePath('as', '/about')).toBe('/as/about');
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('as', '//evil.example/x')).toBe('//evil.example/x');
    expect(localePath('as', 'https://evil.example')).toBe('https://evil.example');
    expect(splitLocalePath('/as/intern')).toEqual({ locale: 'as', path: '/intern' });
    expect(splitLocalePath('/en/about')).toEqual({ locale: 'en', path: '/about' });
    expect(splitLocalePath('/assam')).toEqual({ locale: 'en', path: '/assam' });
  });
  it('sends a language prefix in capitals to its lower-case address, and nothing else', () => {
    expect(lowerCaseLanguagePath('/AS/about')).toBe('/as/about');
    expect(lowerCaseLanguagePath('/Hi')).toBe('/hi');
    expect(lowerCaseLanguagePath('/EN/intern')).toBe('/en/intern'); // then /en/... redirects to /intern
    for (const fine of ['/as/about', '/hi', '/', '/About', '/ASSAM', '/api/v1/login', '//AS']) expect(lowerCaseLanguagePath(fine)).toBeNull();
  });
  it('answers in English unless a form asks for as or hi', () => {
    expect(requestLocale(new Request('http://x/api/v1/login'))).toBe('en');
    expect(requestLocale(new Request('http://x/api/v1/login?lang=hi'))).toBe('hi');
    expect(requestLocale(new Request('http://x/api/v1/login?lang=../../etc'))).toBe('en');
    expect(withLang('/api/v1/create-intern', 'as')).toBe('/api/v1/create-intern?lang=as');
    expect(withLang('/api/v1/create-intern', 'en')).toBe('/api/v1/create-intern');
  });
});
