// Finding an internship and the intern it belongs to, the few ways the road needs: an applicant's live (or
// latest) one, and one by id with what its mails need.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { InternshipState } from '@/lib/generated/prisma/enums';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { INTERNSHIP_MESSAGES } from './rules';
import type { MailIntern } from './mails';

/** The states of a live internship: at most one per applicant (the partial unique index). */
export const LIVE_STATES = ['offered', 'accepted', 'active'] as const satisfies readonly InternshipState[];

type Tx = Prisma.TransactionClient | typeof db;

const INTERN = { select: { id: true, name: true, email: true, language: true } } as const;

/** The applicant's internship to show: the live one, else the latest. */
export async function currentInternship(applicantId: number, tx: Tx = db) {
  return tx.internship.findFirst({
    where: { applicantId },
    orderBy: [{ offeredAt: 'desc' }, { id: 'desc' }],
    include: { applicant: INTERN },
  }).then(async (latest) => {
    if (!latest || (LIVE_STATES as readonly string[]).includes(latest.state)) return latest;
    const live = await tx.internship.findFirst({ where: { applicantId, state: { in: [...LIVE_STATES] } }, include: { applicant: INTERN } });
    return live ?? latest;
  });
}

/** The internship with its intern's mail details, or a 404. */
export async function internshipOrThrow(id: number, tx: Tx = db) {
  const found = await tx.internship.findUnique({ where: { id }, include: { applicant: INTERN } });
  if (!found) throw notFound(INTERNSHIP_MESSAGES.notFound);
  return found;
}

/** The intern's internship to act on (their live one, else their latest), or a 404 when they have none. */
export async function internOwnInternship(applicantId: number, tx: Tx = db) {
  const found = await currentInternship(applicantId, tx);
  if (!found) throw notFound(INTERNSHIP_MESSAGES.noInternship);
  return found;
}

export const mailInternOf = (i: { applicantId: number; applicant: { name: string; email: string; language: string } }): MailIntern =>
  ({ applicantId: i.applicantId, name: i.applicant.name, email: i.applicant.email, language: i.applicant.language });

/** An applicant named the way staff name them: an application id (INT-2026-00042) or the row id. */
export async function applicantIdOf(ref: string): Promise<number> {
  const trimmed = ref.trim();
  const applicant = /^\d+$/.test(trimmed)
    ? await db.applicant.findUnique({ where: { id: Number(trimmed) }, select: { id: true } })
    : await db.applicant.findUnique({ where: { applicationId: trimmed.toUpperCase() }, select: { id: true } });
  if (!applicant) throw notFound(`No applicant ${trimmed}.`);
  return applicant.id;
}

/**
 * The internship of an applicant named the way staff name them: an application id (INT-2026-00042) or the
 * applicant's row id. Their live internship, else their latest.
 */
export async function internshipOfApplication(ref: string) {
  const found = await currentInternship(await applicantIdOf(ref));
  if (!found) throw notFound(INTERNSHIP_MESSAGES.noInternship);
  return found;
}
