// What an 80G receipt says (section 80G(5)(viii) and rule 18AB: the foundation's name, address, PAN and 80G
// registration with its validity; the receipt's number and date; the donor's name, address and PAN; the amount
// in figures and in words; the mode), line by line in the donor's language with the English under each line
// (the English is what a tax officer reads). Pure: the PDF is drawn by lib/certificates renderPdf.
import { translatorForLocale } from '@/lib/i18n/catalogues';
import type { Locale } from '@/lib/i18n/locales';
import { message, type MessageValues } from '@/lib/kernel/message';
import { indianFigures, rupeesInWords } from './amount-in-words';

/** The receipt's words, each shown in the donor's language with the English under it. */
export const RECEIPT_TEXTS = {
  title: 'Donation receipt',
  cancelled: 'CANCELLED on {date}: {reason}',
  number: 'Receipt number: {number}',
  date: 'Date: {date}',
  from: 'Received with thanks from: {name}',
  address: 'Address: {address}',
  pan: "Donor's PAN: {pan}",
  panNone: 'not given',
  amount: 'Amount: ₹{amount}',
  upi: 'Mode: UPI (transaction reference {transaction})',
  online: 'Mode: online payment (payment {transaction})',
  eligible: 'This donation is eligible for deduction under section 80G of the Income-tax Act, 1961, under registration {registration}, valid {validity}. Nothing was given to the donor in return.',
  notEligible: 'No PAN was given, so this receipt is not valid for a deduction under section 80G of the Income-tax Act, 1961.',
} as const;

export type ReceiptLine = { text: string; lang: Locale; size?: number; bold?: boolean; gapBefore?: number };

export type ReceiptFacts = {
  foundation: { name: string; address: string; pan: string; registration80G: string; validity80G: string };
  number: string;
  date: Date;
  donor: { name: string; address: string; pan: string | null };
  amountRupees: number;
  mode: 'upi' | 'online';
  /** The UTR or the gateway's payment id. */
  transaction: string | null;
  cancelled: { at: Date; reason: string } | null;
};

const istDate = (d: Date) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(d);

export function receiptLines(r: ReceiptFacts, language: Locale): ReceiptLine[] {
  const t = translatorForLocale(language);
  const lines: ReceiptLine[] = [];
  /** The line in the donor's language, and the English under it when that is another language. */
  const both = (id: string, values: MessageValues = {}, o: Partial<ReceiptLine> = {}) => {
    lines.push({ text: t(id, values), lang: language, ...o });
    if (language !== 'en') lines.push({ text: translatorForLocale('en')(id, values), lang: 'en', size: 9 });
  };
  lines.push({ text: r.foundation.name, lang: 'en', size: 16, bold: true });
  lines.push({ text: r.foundation.address, lang: 'en', size: 10 });
  lines.push({ text: `PAN ${r.foundation.pan} · 80G ${r.foundation.registration80G} (${r.foundation.validity80G})`, lang: 'en', size: 10 });
  both(RECEIPT_TEXTS.title, {}, { size: 14, bold: true, gapBefore: 14 });
  if (r.cancelled) both(RECEIPT_TEXTS.cancelled, { date: istDate(r.cancelled.at), reason: r.cancelled.reason }, { bold: true, gapBefore: 6 });
  both(RECEIPT_TEXTS.number, { number: r.number }, { gapBefore: 8 });
  both(RECEIPT_TEXTS.date, { date: istDate(r.date) });
  both(RECEIPT_TEXTS.from, { name: r.donor.name }, { gapBefore: 8 });
  both(RECEIPT_TEXTS.address, { address: r.donor.address.replace(/\s*\n\s*/g, ', ') });
  both(RECEIPT_TEXTS.pan, { pan: r.donor.pan ?? message(RECEIPT_TEXTS.panNone) }); // a Message: each line in its own language
  both(RECEIPT_TEXTS.amount, { amount: indianFigures(r.amountRupees) }, { gapBefore: 8, bold: true });
  lines.push({ text: rupeesInWords(r.amountRupees), lang: 'en', bold: true });
  both(r.mode === 'upi' ? RECEIPT_TEXTS.upi : RECEIPT_TEXTS.online, { transaction: r.transaction ?? '-' });
  if (r.donor.pan) {
    both(RECEIPT_TEXTS.eligible, { registration: r.foundation.registration80G, validity: r.foundation.validity80G }, { gapBefore: 10, size: 10 });
  } else {
    both(RECEIPT_TEXTS.notEligible, {}, { gapBefore: 10, size: 10, bold: true });
  }
  return lines;
}
