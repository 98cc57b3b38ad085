// Erasing an institution on request (DPDP Act: the authorised person's name, phone and email, the ID
// proof, and the mail sent to that email). An institution that students registered with is refused: their records name it, and erasing it
// would either break them or silently erase students who never asked. Staff erase those people first, or
// keep the institution and reject it.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { requireReason } from '@/lib/review/decide';
import { conflict, notFound } from '@/lib/kernel/domain-errors';
import { eraseFiles } from '@/lib/documents/erase-files';
import { eraseAccountRecords } from '@/lib/accounts/erase-account-records';

export async function eraseInstitution(id: number, staff: string, reason: string) {
  const why = requireReason(reason, 'Erasing needs a reason (e.g. "request by email of 2026-11-20"): --reason "..."');
  const institution = await db.institution.findUnique({
    where: { id },
    select: { applicationId: true, documents: { select: { storageKey: true, store: true } }, applicants: { select: { kind: true } } },
  });
  if (!institution) throw notFound(`No institution with id ${id}.`);
  const label = institution.applicationId ?? `Institution ${id}`;
  const interns = institution.applicants.filter((a) => a.kind === 'intern').length;
  const members = institution.applicants.length - interns;
  if (interns + members > 0) {
    throw conflict(
      `${label} has ${interns} intern${interns === 1 ? '' : 's'} and ${members} member${members === 1 ? '' : 's'} registered with it. ` +
        'Erase them first (interns|members erase), or keep the institution and reject it.',
    );
  }
  await db.$transaction(async (tx) => {
    // The document rows go with the row (ON DELETE CASCADE); a student registering at this very moment makes
    // the delete fail on its foreign key, which is the refusal above arriving late.
    await tx.institution.delete({ where: { id } });
    // Its "received" and decision mail: the contact's address stays in the outbox otherwise.
    await eraseAccountRecords(tx, { type: 'institution', id });
    await audit(tx, { staff, action: 'institution.erase', entityType: 'institution', entityId: id, detail: { applicationId: label, reason: why } });
  });
  // Files go after the rows: a crash in between leaves an unreferenced ciphertext, never a row without its file.
  const files = await eraseFiles(institution.documents);
  return { applicationId: label, files };
}
