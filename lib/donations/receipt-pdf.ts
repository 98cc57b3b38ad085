// A receipt's PDF, drawn on demand from the rows (nothing stored: the receipt is its row, and the PDF is the same
// every time it is drawn, with "cancelled" once a refund marked it). Used by the mail worker (the attachment) and
// the signed download link.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { toLocale } from '@/lib/i18n/locales';
import { foundationDetails } from './config';
import { receiptNumber } from './financial-year';
import { decryptPan } from './pan';
import { receiptLines, type ReceiptLine } from './receipt-document';

export async function receiptPdf(receiptId: number): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const r = await db.donationReceipt.findUnique({ where: { id: receiptId }, include: { donation: true } });
  if (!r) return null;
  const d = r.donation;
  const number = receiptNumber(r.series, r.number);
  const lines = receiptLines({
    foundation: foundationDetails(),
    number,
    date: r.issuedAt,
    donor: { name: d.name, address: d.address, pan: d.panEncrypted ? decryptPan(d.panEncrypted, d.panKeyId) : null },
    amountRupees: d.amountRupees,
    mode: d.method,
    transaction: d.method === 'upi' ? d.utr : d.razorpayPaymentId,
    cancelled: r.cancelledAt ? { at: r.cancelledAt, reason: r.cancelReason ?? '' } : null,
  }, toLocale(d.language));
  const bytes = await renderPdf(`Donation receipt ${number}`, lines);
  return { bytes, filename: `receipt-${number.replace(/\//g, '-')}.pdf` };
}

/**
 * Interim drawing until lib/certificates' renderPdf (shaped Bengali and Devanagari, decision 023) is merged into this
 * branch: the English lines only, in a standard PDF font (which has no ₹, hence "Rs.").
 */
async function renderPdf(title: string, lines: ReceiptLine[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const [regular, bold] = [await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold)];
  let page = pdf.addPage([595.28, 841.89]); // A4
  let y = 800;
  for (const line of lines.filter((l) => l.lang === 'en')) {
    const size = line.size ?? 11;
    const font = line.bold ? bold : regular;
    const words = line.text.replace(/₹/g, 'Rs. ').replace(/[^\x20-\x7E·]/g, '').split(' ');
    y -= line.gapBefore ?? 0;
    let current = '';
    const flush = () => { if (y < 60) { page = pdf.addPage([595.28, 841.89]); y = 800; } page.drawText(current, { x: 50, y, size, font }); y -= size * 1.4; current = ''; };
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) > 495 && current) { flush(); current = w; } else current = next;
    }
    if (current) flush();
  }
  return pdf.save();
}
