// The language of the page being rendered, for server components: the root segment app/[locale] is the
// language, read with next/root-params (no prop threading, and pages stay static). Server components only.
import 'server-only';
import { locale as rootLocale } from 'next/root-params';
import { translatorForLocale } from './catalogues';
import { toLocale, type Locale } from './locales';

export async function getLocale(): Promise<Locale> {
  return toLocale(await rootLocale());
}

export async function getT() {
  return translatorForLocale(await getLocale());
}
