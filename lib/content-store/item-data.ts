// An item's stored data ({ en, as?, hi? }): checking it against its type, and reading it back. Plain functions,
// shared by the save (./drafts.ts), the publish (./publishing.ts) and the readers (./read.ts).
import { invalid } from '../kernel/domain-errors';
import type { Locale } from '../i18n/locales';
import { translationSchema, type AnyContentType, type Translations } from './content-type';

export type ItemData = Translations<Record<string, unknown>>;
const TRANSLATIONS = ['as', 'hi'] as const;

/** An item's key: lower-case letters, digits and dashes, as in an address (it may become one: /gallery/x). */
export const KEY_RULE = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const KEY_MESSAGE = 'A key is lower-case letters, digits and dashes (at most 80), starting with a letter or digit, e.g. tea-garden-workshop.';

/**
 * The data as stored: English checked by the type's schema, each translation by its translated fields (empty ones
 * left out; an empty translation is no translation). A refusal names each wrong field as `en.title`, `as.caption`.
 */
export function checkItemData(type: AnyContentType, input: unknown): ItemData {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const note = (lang: string, issues: { path: PropertyKey[]; message: string }[]) => {
    for (const i of issues) fields[[lang, ...i.path.map(String)].join('.')] ??= i.message;
  };
  const en = type.schema.safeParse(raw.en ?? {});
  if (!en.success) note('en', en.error.issues);
  const out: ItemData = { en: en.success ? (en.data as Record<string, unknown>) : {} };
  for (const lang of TRANSLATIONS) {
    if (raw[lang] === undefined || raw[lang] === null) continue;
    const t = translationSchema(type).safeParse(raw[lang]);
    if (!t.success) note(lang, t.error.issues);
    else if (Object.keys(t.data).length) out[lang] = t.data as Record<string, unknown>;
  }
  if (Object.keys(fields).length) {
    throw invalid(`Please check the item: ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}`, fields);
  }
  return out;
}

const filled = (v: unknown) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');

/** The languages whose translation lacks a translated field the English has. */
export function missingLanguages(type: AnyContentType, data: ItemData): (typeof TRANSLATIONS)[number][] {
  return TRANSLATIONS.filter((lang) => type.translatable.some((k) => filled(data.en[k]) && !filled(data[lang]?.[k])));
}

/** One language's view of the data: each translated field in `locale` where written, else the English (listed in `fallback`). */
export function inLanguage(type: AnyContentType, data: ItemData, locale: Locale): { data: Record<string, unknown>; fallback: string[] } {
  if (locale === 'en') return { data: { ...data.en }, fallback: [] };
  const own = data[locale] ?? {};
  const fallback: string[] = [];
  const out = { ...data.en };
  for (const k of type.translatable) {
    if (filled(own[k])) out[k] = own[k];
    else if (filled(data.en[k])) fallback.push(k);
  }
  return { data: out, fallback };
}

/** Stored jsonb back as data (written only through checkItemData). */
export const readItemData = (stored: unknown): ItemData => (stored && typeof stored === 'object' ? stored : { en: {} }) as ItemData;

/** Whether two stored data are the same (jsonb keeps no key order, so keys are compared sorted). */
export function sameData(a: unknown, b: unknown): boolean {
  const canon = (v: unknown): unknown => (Array.isArray(v) ? v.map(canon) : v && typeof v === 'object'
    ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon((v as Record<string, unknown>)[k])])) : v);
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}
