// GET /api/v1/donations/receipt/{token}: a receipt's PDF through the signed link of its mail (lib/donations/receipt-link.ts).
import { apiRoute } from '@/lib/http/api-route';
import { notFound } from '@/lib/kernel/domain-errors';
import { receiptIdOf } from '@/lib/donations/receipt-link';
import { receiptPdf } from '@/lib/donations/receipt-pdf';
import { documentResponse } from '@/lib/documents/store';

const NO_RECEIPT = 'This receipt link is not valid.';

export const GET = apiRoute<{ token: string }>(async ({ params }) => {
  const id = receiptIdOf(params.token);
  const pdf = id === null ? null : await receiptPdf(id);
  if (!pdf) throw notFound(NO_RECEIPT);
  return documentResponse(pdf.bytes, 'application/pdf', pdf.filename);
});
