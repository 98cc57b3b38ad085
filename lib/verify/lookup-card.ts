// What the public verification page may show about a card: name, kind, application id, institution
// and status. Never a mobile number, address, date of birth or document. Each check is counted.
import 'server-only';
import { db } from '@/lib/db/client';
import type { CardKind } from './card-code';
import { cardStatus, type CardStatus } from './card-status';

export type { CardStatus };
export type VerifiedCard = { kind: CardKind; name: string; applicationId: string; institution: string | null; status: CardStatus };

async function findCard(kind: CardKind, id: number) {
  if (kind === 'institution') {
    const r = await db.institution.findUnique({ where: { id }, select: { name: true, applicationId: true, status: true } });
    return r && { ...r, revoked: false, institution: null };
  }
  const select = { name: true, applicationId: true, status: true, cardRevokedAt: true, institution: { select: { name: true } } } as const;
  const r = kind === 'intern' ? await db.intern.findUnique({ where: { id }, select }) : await db.member.findUnique({ where: { id }, select });
  return r && { name: r.name, applicationId: r.applicationId, status: r.status, revoked: r.cardRevokedAt !== null, institution: r.institution.name };
}

export async function lookupCard(kind: CardKind, id: number): Promise<VerifiedCard | null> {
  const row = await findCard(kind, id);
  if (!row || !row.applicationId) return null;
  await db.cardCheck.create({ data: { kind, entityId: id } });
  return { kind, name: row.name, applicationId: row.applicationId, institution: row.institution, status: cardStatus(row.status, row.revoked) };
}
