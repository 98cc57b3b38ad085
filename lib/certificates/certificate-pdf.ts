// A certificate as a PDF: English, and beside it the holder's language (Assamese or Hindi) when that is not
// English, as the issues ask; the kind's wording from ./kinds.ts; a QR code to /verify/{code}. The same for
// every kind, and for a revoked or replaced certificate too (the verify page, not the paper, says which is current).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { message } from '@/lib/kernel/message';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { ORGANISATION } from '@/lib/content/organisation';
import { CERTIFICATE_KINDS, fieldsOf } from './kinds';
import { renderPdf, type PdfLine } from './pdf';
import { certificateVerifyUrl } from './certificate-code';

const dateIn = (locale: Locale, value: string | Date) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(typeof value === 'string' ? new Date(`${value}T12:00:00+05:30`) : value);

/** The lines of a certificate in one language. */
function linesIn(locale: Locale, cert: { kind: keyof typeof CERTIFICATE_KINDS; number: string; holderName: string; details: Record<string, unknown>; issuedAt: Date }, first: boolean): PdfLine[] {
  const t = translatorForLocale(locale);
  const kind = CERTIFICATE_KINDS[cert.kind];
  const lang = locale;
  return [
    ...(first ? [] : [{ text: t(kind.title), lang, size: 16, bold: true, align: 'center' as const, gapBefore: 18 }]),
    { text: t(kind.statement, { name: cert.holderName }), lang, size: 12, align: 'center', gapBefore: first ? 18 : 8 },
    ...fieldsOf(cert.kind, cert.details).map((f, i): PdfLine => ({ text: `${t(f.label)}: ${f.date ? dateIn(locale, f.value) : f.value}`, lang, gapBefore: i === 0 ? 8 : 0, align: 'center' })),
    { text: t('Certificate number {number}, issued on {date}', { number: cert.number, date: dateIn(locale, cert.issuedAt) }), lang, size: 9, align: 'center', gapBefore: 6 },
  ];
}

export async function certificatePdf(number: string): Promise<Uint8Array> {
  const row = await db.certificate.findUnique({ where: { number } });
  if (!row) throw new NotFoundError(message('No certificate has the number {number}.', { number }));
  const cert = { ...row, holderName: row.holderName ?? '—', details: row.details as Record<string, unknown> };
  const language = (['as', 'hi'] as const).find((l) => l === row.language);
  const signatory = ORGANISATION.certificateSignatory;
  return renderPdf({
    title: CERTIFICATE_KINDS[row.kind].title,
    qrUrl: certificateVerifyUrl(row.id),
    lines: [
      { text: ORGANISATION.name, lang: 'en', size: 13, bold: true, align: 'center' },
      { text: cert.holderName, lang: language ?? 'en', size: 24, bold: true, align: 'center', gapBefore: 24 },
      ...linesIn('en', cert, true),
      ...(language ? linesIn(language, cert, false) : []),
      { text: signatory.name, lang: 'en', bold: true, gapBefore: 48 },
      { text: signatory.role, lang: 'en', size: 10 },
      ...(['en', ...(language ? [language] : [])] as Locale[]).map((l, i): PdfLine => {
        const t = translatorForLocale(l);
        return { text: t('Scan the code to check this certificate.'), lang: l, size: 9, gapBefore: i === 0 ? 14 : 0 };
      }),
    ],
  });
}
