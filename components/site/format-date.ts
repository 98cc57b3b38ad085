// '2026-02-07' -> '7 February 2026' (fixed time zone, so the prerendered text never changes), in the page's
// language with Latin digits (INTL_LOCALE, docs/decisions/017).
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

export function formatDate(iso: string, locale: Locale = 'en') {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
