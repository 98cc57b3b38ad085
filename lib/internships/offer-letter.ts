// The offer letter as a PDF (attached to the offer mail, and in the intern's profile): in English, and beside it
// the intern's language when that is Assamese or Hindi, like the certificate. The profile's copy is rendered on
// request from the stored offer, so it always says what the offer says now (an extended deadline too).
import 'server-only';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { INTL_LOCALE, toLocale, type Locale } from '@/lib/i18n/locales';
import { ORGANISATION } from '@/lib/content/organisation';
import { renderPdf, type PdfLine } from '@/lib/certificates/pdf';
import { dateColumn } from './dates';
import { internOwnInternship } from './load';

const OFFER_TITLE = 'Offer of internship';
/** The letter's file name, in the mail and the profile's download alike. */
export const OFFER_LETTER_FILE = 'offer-letter.pdf';

const dateIn = (locale: Locale, d: Date) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(d);
const timeIn = (locale: Locale, d: Date) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(d);

export type Offer = { name: string; title: string; startDate: Date; weeks: number; minHoursPerWeek: number; letterDeadline: Date; offeredAt: Date };

function linesIn(locale: Locale, o: Offer, first: boolean): PdfLine[] {
  const t = translatorForLocale(locale);
  const start = new Date(`${dateColumn(o.startDate)}T12:00:00+05:30`);
  return [
    ...(first ? [] : [{ text: t('Offer of internship'), lang: locale, size: 16, bold: true, align: 'center' as const, gapBefore: 24 }]),
    { text: t('Dear {name},', { name: o.name }), lang: locale, gapBefore: 12 },
    { text: t('We are pleased to offer you the internship "{title}" with the NextGen Youth Foundation.', { title: o.title }), lang: locale, gapBefore: 6 },
    { text: t('Start: {start}. Duration: {weeks} weeks. At least {hours} hours a week.', { start: dateIn(locale, start), weeks: o.weeks, hours: o.minHoursPerWeek }), lang: locale, gapBefore: 4 },
    { text: t('Accept the offer in your profile and upload your college\'s approval letter by {deadline} (India time); without it the offer may be withdrawn.', { deadline: t('{date}, {time}', { date: dateIn(locale, o.letterDeadline), time: timeIn(locale, o.letterDeadline) }) }), lang: locale, gapBefore: 4 },
    { text: t('Offered on {date}. The internship terms of the foundation apply.', { date: dateIn(locale, o.offeredAt) }), lang: locale, size: 9, gapBefore: 4 },
  ];
}

/** The signed-in intern's offer letter (a 404 when they have no internship). */
export async function offerLetterPdf(applicantId: number): Promise<Uint8Array> {
  const i = await internOwnInternship(applicantId);
  return renderOfferLetter({ ...i, name: i.applicant.name }, i.applicant.language);
}

/** The letter of an offer, in English and the intern's `language` (as stored: 'en', 'as', 'hi'). */
export function renderOfferLetter(offer: Offer, languageOfIntern: string): Promise<Uint8Array> {
  const language = toLocale(languageOfIntern);
  return renderPdf({
    title: OFFER_TITLE,
    lines: [
      { text: ORGANISATION.name, lang: 'en', size: 13, bold: true, align: 'center' },
      ...linesIn('en', offer, true),
      ...(language === 'en' ? [] : linesIn(language, offer, false)),
    ],
  });
}
