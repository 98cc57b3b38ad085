// The receipt's mail, in the donor's language: the thanks, the amount, the receipt number, the PDF attached by the
// mail worker (lib/donations/receipt-attachment.ts) and a signed link to download it again.
import { renderMail } from '../layout';
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';

export function receiptMail(m: { name: string; amountRupees: number; number: string; reference: string; link: string; language: Locale }) {
  const t = translatorForLocale(m.language);
  return renderMail({
    lang: m.language,
    subject: t('Your donation receipt {number}', { number: m.number }),
    greeting: t('Hello {name},', { name: m.name }),
    paragraphs: [
      t('Thank you for your donation of ₹{amount} (reference {reference}). It has reached us and is confirmed.', { amount: new Intl.NumberFormat('en-IN').format(m.amountRupees), reference: m.reference }),
      t('Your receipt {number} is attached to this email as a PDF. Keep it with your tax papers.', { number: m.number }),
    ],
    action: { label: t('Download the receipt'), url: m.link },
  });
}
