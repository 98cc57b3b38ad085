// A reset link staff hand to an applicant who cannot reach their mailbox (admin script). Same rules
// as the emailed link (one use, replaces older links, stored as a hash) but valid 24 hours, and the
// issue is audited with who gave it. Nothing is emailed: staff pass the link on by phone or in person.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { notFound } from '@/lib/kernel/domain-errors';
import { resetUrl } from './password-mail';
import { getAccount, type PersonRef } from './person-accounts';
import { issueResetToken, STAFF_ISSUED_TTL_MS } from './reset-tokens';

export async function issueStaffResetLink(person: PersonRef, staff: string) {
  return db.$transaction(async (tx) => {
    const account = await getAccount(person, tx);
    if (!account) throw notFound(`No ${person.type} with id ${person.id}.`);
    const reset = await issueResetToken(tx, account, { ttlMs: STAFF_ISSUED_TTL_MS, issuedBy: staff });
    await audit(tx, { staff, action: `${person.type}.reset-link`, entityType: person.type, entityId: person.id, detail: { expiresAt: reset.expiresAt.toISOString() } });
    return { url: resetUrl(reset.token, account.language), expiresAt: reset.expiresAt, name: account.name };
  });
}
