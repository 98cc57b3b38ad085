// The editor form's fields ⇄ an item's data. Each input is named `lang.field` (`en.title`, `as.caption`); rich
// text is written in the console's plain-text markup (lib/content-store/rich-text-markup.ts). Plain data both
// ways, so a refused or conflicting save can give the person back exactly what they typed.
import { fieldsOf, type AnyContentType } from '@/lib/content-store/content-type';
import type { ItemData } from '@/lib/content-store/item-data';
import { htmlToMarkup, markupToHtml } from '@/lib/content-store/rich-text-markup';

export const LANGUAGES = [['en', 'English (required)'], ['as', 'Assamese (optional)'], ['hi', 'Hindi (optional)']] as const;
export type Values = Record<string, string>;

/** The fields one language's box holds: every field in English, the translated ones in Assamese and Hindi. */
export const fieldsFor = (type: AnyContentType, lang: string) => fieldsOf(type).filter((f) => lang === 'en' || type.translatable.includes(f.name));

/** Stored data as the form shows it. */
export function valuesOf(type: AnyContentType, data: ItemData | null): Values {
  const out: Values = {};
  for (const [lang] of LANGUAGES) {
    for (const f of fieldsFor(type, lang)) {
      const v = (data?.[lang] as Record<string, unknown> | undefined)?.[f.name];
      if (v === undefined || v === null) continue;
      out[`${lang}.${f.name}`] = f.kind === 'richText' ? htmlToMarkup(String(v)) : f.kind === 'boolean' ? (v ? 'on' : '') : String(v);
    }
  }
  return out;
}

/** What was typed, as the values above (for giving it back) and as data (for the save). */
export function readForm(type: AnyContentType, form: FormData): { values: Values; data: ItemData } {
  const values: Values = {};
  const data: Record<string, Record<string, unknown>> = {};
  for (const [lang] of LANGUAGES) {
    const words: Record<string, unknown> = {};
    for (const f of fieldsFor(type, lang)) {
      const typed = String(form.get(`${lang}.${f.name}`) ?? '');
      values[`${lang}.${f.name}`] = typed;
      if (lang !== 'en' && typed.trim() === '') continue; // an empty translation is no translation
      words[f.name] = f.kind === 'richText' ? markupToHtml(typed) : typed;
    }
    if (lang === 'en' || Object.keys(words).length) data[lang] = words;
  }
  return { values, data: data as ItemData };
}
