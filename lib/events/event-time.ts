// How an event's time reads to a person: India time, in their language, with "IST" so nobody abroad misreads it.
// Date and time are formatted apart and joined by the catalogue: ICU has no Assamese date-time pattern (decision 017).
import { INTL_LOCALE, type Locale } from '../i18n/locales';
import type { Translator } from '../i18n/translate';

const part = (d: Date, locale: Locale, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'Asia/Kolkata', ...o }).format(d);

/** "Saturday, 7 February 2026, 10:00 am – 5:00 pm IST"; an event over several days names both dates. */
export function eventWhen(start: Date, end: Date, locale: Locale, t: Translator): string {
  const day = (d: Date) => part(d, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = (d: Date) => part(d, locale, { hour: 'numeric', minute: '2-digit' });
  return day(start) === day(end)
    ? t('{date}, {from} – {to} IST', { date: day(start), from: time(start), to: time(end) })
    : t('{from} – {to} IST', { from: t('{date}, {time}', { date: day(start), time: time(start) }), to: t('{date}, {time}', { date: day(end), time: time(end) }) });
}
