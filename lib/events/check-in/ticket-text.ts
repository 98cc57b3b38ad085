// PLACEHOLDER until events-core's lib/events/tickets.ts is merged.
export function readTicketText(text: string): { ticketCode: string; eventId?: number } | null {
  const t = text.trim().toUpperCase();
  return /^[A-Z0-9-]{4,16}$/.test(t) ? { ticketCode: t } : null;
}
