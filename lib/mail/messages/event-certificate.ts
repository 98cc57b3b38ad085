// The attendance certificate's mail (issue 36): the PDF attached, the verify link in the text. In the language the
// person registered in.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export function eventCertificateMail(m: { name: string; event: string; number: string; verifyUrl: string; language: Locale }) {
  const t = translatorForLocale(m.language);
  return renderMail({
    lang: m.language,
    subject: t('Your certificate of attendance: {event}', { event: m.event }),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs: [
      t('Thank you for attending {event}. Your certificate of attendance, number {number}, is attached to this email as a PDF.', { event: m.event, number: m.number }),
      t('Anyone can check that it is genuine with its QR code, or at this address:'),
    ],
    action: { label: t('Check the certificate'), url: m.verifyUrl },
  });
}
