// PLACEHOLDER until events-core's ticket format is merged.
import type { ReadTicket } from './judge-on-device';
export async function readOnDevice(text: string): Promise<ReadTicket> {
  const t = text.trim().toUpperCase();
  return /^[A-Z0-9-]{4,16}$/.test(t) ? { ticketCode: t } : null;
}
