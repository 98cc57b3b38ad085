// What the door was shown, read before any lookup: a typed code by its check character, a QR token by its signature.
import 'server-only';
import { readTicketCode, readTicketToken } from '@/lib/events/tickets';

export function readTicketText(text: string): { ticketCode: string; eventId?: number } | null {
  const typed = readTicketCode(text.trim());
  return typed ? { ticketCode: typed } : readTicketToken(text);
}
