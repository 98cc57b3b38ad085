// GET /api/v1/my-internship/offer-letter.pdf: the signed-in intern's offer letter, in English and their language.
import { apiRoute } from '@/lib/http/api-route';
import { OFFER_LETTER_FILE, offerLetterPdf } from '@/lib/internships/offer-letter';
import { internOf } from '../respond';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async ({ session }) => new Response(Buffer.from(await offerLetterPdf(internOf(session))), {
  headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${OFFER_LETTER_FILE}"`, 'Cache-Control': 'private, no-store' },
}));
