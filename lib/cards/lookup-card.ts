// What the public verification page may show about a card: name, kind, application id, institution
// and status. Never a mobile number, address, date of birth or document. Each check is counted, under
// the kind and id the record has now (an old member card counts for the member's new id).
import 'server-only';
import { db } from '@/lib/platform/db/client';
import type { CardKind } from './card-code';
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';
import { cardStatus, type CardStatus } from './card-status';

export type { CardStatus };
export type VerifiedCard = { kind: ApplicationKind; name: string; applicationId: string; institution: string | null; status: CardStatus };

const applicantSelect = { id: true, kind: true, name: true, applicationId: true, status: true, cardRevokedAt: true, institution: { select: { name: true } } } as const;

function findApplicant(kind: Exclude<CardKind, 'institution'>, id: number) {
  if (kind === 'legacyMember') return db.applicant.findUnique({ where: { legacyMemberId: id }, select: applicantSelect });
  // An 'i' card was only ever printed for an intern, and interns kept their ids.
  return db.applicant.findFirst({ where: { id, ...(kind === 'intern' ? { kind: 'intern' as const } : {}) }, select: applicantSelect });
}

async function findCard(kind: CardKind, id: number) {
  if (kind === 'institution') {
    const r = await db.institution.findUnique({ where: { id }, select: { id: true, name: true, applicationId: true, status: true } });
    return r && { ...r, kind, revoked: false, institution: null };
  }
  const r = await findApplicant(kind, id);
  return r && { id: r.id, kind: r.kind, name: r.name, applicationId: r.applicationId, status: r.status, revoked: r.cardRevokedAt !== null, institution: r.institution.name };
}

export async function lookupCard(kind: CardKind, id: number): Promise<VerifiedCard | null> {
  const row = await findCard(kind, id);
  if (!row || !row.applicationId) return null;
  await db.cardCheck.create({ data: { kind: row.kind, entityId: row.id } });
  return { kind: row.kind, name: row.name, applicationId: row.applicationId, institution: row.institution, status: cardStatus(row.status, row.revoked) };
}
