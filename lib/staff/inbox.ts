// The staff inbox: what visitors sent through the public forms (contact, partnership, story, sign-up,
// newsletter, the offers to volunteer or mentor), each new, read or handled, with who handled it and a note. Opening an item marks it read
// (for staff who may act on it); every change is audited. One description per kind serves list and detail.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { notFound } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import type { InboxStatus } from '@/lib/generated/prisma/enums';

export const INBOX_KINDS = ['contact', 'partnership', 'story', 'signup', 'newsletter', 'volunteer', 'mentor'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'read', 'handled'] as const;
export const INBOX_PAGE_SIZE = 30;

export const INBOX_LABELS: Record<InboxKind, { one: string; many: string; exportName: string }> = {
  contact: { one: 'Contact message', many: 'Contact messages', exportName: 'contacts' },
  partnership: { one: 'Partnership request', many: 'Partnership requests', exportName: 'partnerships' },
  story: { one: 'Impact story', many: 'Impact stories', exportName: 'stories' },
  signup: { one: 'Club sign-up', many: 'Club sign-ups', exportName: 'signups' },
  newsletter: { one: 'Newsletter subscription', many: 'Confirmed newsletter subscribers', exportName: 'newsletter' },
  volunteer: { one: 'Offer to volunteer', many: 'Offers to volunteer', exportName: 'volunteers' },
  mentor: { one: 'Offer to mentor', many: 'Offers to mentor', exportName: 'mentors' },
};

type Common = { id: number; email: string; createdAt: Date; inboxStatus: InboxStatus; handledBy: string | null; handledAt: Date | null; staffNote: string | null };
export type InboxItem = Common & { from: string; title: string; fields: [string, string | null][]; story?: { consent: boolean; published: boolean } };

// Each kind's table, behind one small interface (Prisma's delegates share no usable type). Looked up when
// used, not when this module loads (the build loads pages without a database).
type Table = {
  findMany(a: object): Promise<Record<string, unknown>[]>;
  findFirst(a: object): Promise<Record<string, unknown> | null>;
  updateMany(a: object): Promise<{ count: number }>;
  count(a: object): Promise<number>;
};
const DELEGATES = {
  contact: 'contactMessage', partnership: 'partnershipRequest', story: 'impactStory', signup: 'communitySignup', newsletter: 'newsletterSubscription',
  volunteer: 'helpOffer', mentor: 'helpOffer',
} as const;
const table = (kind: InboxKind) => db[DELEGATES[kind]] as unknown as Table;
/**
 * What each kind's inbox holds: a newsletter subscription only once confirmed (double opt-in, lib/public-forms/newsletter.ts);
 * the offers to volunteer and to mentor share a table.
 */
const SHOWN: Partial<Record<InboxKind, object>> = { newsletter: { confirmedAt: { not: null } }, volunteer: { kind: 'volunteer' }, mentor: { kind: 'mentor' } };
const shown = (kind: InboxKind, where: object = {}) => ({ ...SHOWN[kind], ...where });

const s = (v: unknown) => (v == null || v === '' ? null : String(v));

function present(kind: InboxKind, r: Record<string, unknown>): InboxItem {
  const common = r as unknown as Common;
  switch (kind) {
    case 'contact': return { ...common, from: String(r.name), title: String(r.subject), fields: [['Name', s(r.name)], ['Email', s(r.email)], ['Enquiry', s(r.inquiryType)], ['Subject', s(r.subject)], ['Message', s(r.message)]] };
    case 'partnership': return { ...common, from: `${r.contactPerson} (${r.organizationName})`, title: `${r.partnershipType} partnership`, fields: [['Organisation', s(r.organizationName)], ['Contact person', s(r.contactPerson)], ['Email', s(r.email)], ['Phone', s(r.phone)], ['Website', s(r.website)], ['Partnership type', s(r.partnershipType)], ['Message', s(r.message)]] };
    case 'story': return { ...common, from: String(r.name), title: `Story: ${r.theme}`, fields: [['Name', s(r.name)], ['Email', s(r.email)], ['Theme', s(r.theme)], ['Story', s(r.story)], ['May we publish it', r.consentToPublish ? 'yes' : 'no'], ['Published', r.published ? `yes, by ${r.publishedBy}` : 'no']], story: { consent: Boolean(r.consentToPublish), published: Boolean(r.published) } };
    case 'newsletter': return { ...common, from: String(r.email), title: 'Newsletter subscription', fields: [['Email', s(r.email)], ['Confirmed', r.confirmedAt instanceof Date ? r.confirmedAt.toISOString() : null]] };
    case 'volunteer': case 'mentor': return { ...common, from: String(r.name), title: `${INBOX_LABELS[kind].one} (${r.district})`, fields: [['Name', s(r.name)], ['Email', s(r.email)], ['Mobile', s(r.mobile)], ['District', s(r.district)], ['What they offer', s(r.offer)], ['Language', s(r.language)]] };
    case 'signup': return { ...common, from: String(r.name), title: `Club sign-up${r.interest ? `: ${r.interest}` : ''}`, fields: [['Name', s(r.name)], ['Email', s(r.email)], ['Phone', s(r.phone)], ['Interest', s(r.interest)]] };
  }
}

/** One page of a kind's list, audited as one row (a page shows names and addresses too): which page, how many. */
export async function listInbox(kind: InboxKind, o: { status?: InboxStatus; before?: number }, staff: string) {
  const rows = await table(kind).findMany({
    where: shown(kind, { ...(o.status ? { inboxStatus: o.status } : {}), ...(o.before ? { id: { lt: o.before } } : {}) }),
    orderBy: { id: 'desc' }, take: INBOX_PAGE_SIZE + 1,
  });
  const items = rows.slice(0, INBOX_PAGE_SIZE).map((r) => present(kind, r));
  await audit(db, { staff, action: `inbox.${kind}.list`, entityType: kind, detail: { status: o.status ?? null, before: o.before ?? null, items: items.length } });
  return { items, next: rows.length > INBOX_PAGE_SIZE ? items[items.length - 1].id : null };
}

/** New items of every kind (for the dashboard and the inbox's tabs). */
export async function inboxCounts(status: InboxStatus): Promise<Record<InboxKind, number>> {
  const counts = await Promise.all(INBOX_KINDS.map((k) => table(k).count({ where: shown(k, { inboxStatus: status }) })));
  return Object.fromEntries(INBOX_KINDS.map((k, i) => [k, counts[i]])) as Record<InboxKind, number>;
}

/**
 * One item. Every opening is audited, by any role (what a visitor wrote is personal data: who read it matters,
 * not only who first did); opened by staff who may act on it, a new item also becomes read.
 */
export async function openInboxItem(kind: InboxKind, id: number, staff: string, markRead: boolean) {
  const row = await table(kind).findFirst({ where: shown(kind, { id }) });
  if (!row) throw notFound(`No ${INBOX_LABELS[kind].one.toLowerCase()} with id ${id}.`);
  const markedRead = markRead && (await table(kind).updateMany({ where: { id, inboxStatus: 'new' }, data: { inboxStatus: 'read' } })).count > 0;
  await audit(db, { staff, action: `inbox.${kind}.view`, entityType: kind, entityId: id, detail: { markedRead } });
  return present(kind, markedRead ? { ...row, inboxStatus: 'read' } : row);
}

export async function setInboxStatus(kind: InboxKind, id: number, status: 'read' | 'handled', staff: string) {
  const data = status === 'handled' ? { inboxStatus: status, handledBy: staff, handledAt: new Date() } : { inboxStatus: status, handledBy: null, handledAt: null };
  const { count } = await table(kind).updateMany({ where: shown(kind, { id }), data });
  if (!count) throw notFound(`No ${INBOX_LABELS[kind].one.toLowerCase()} with id ${id}.`);
  await audit(db, { staff, action: `inbox.${kind}.${status}`, entityType: kind, entityId: id });
}

export const MAX_NOTE_LENGTH = 2000;

/** Keeps the note; false (and no audit row) when it is what is stored already, as when only the state was changed. */
export async function setInboxNote(kind: InboxKind, id: number, note: string, staff: string): Promise<boolean> {
  const text = note.trim().slice(0, MAX_NOTE_LENGTH) || null;
  const row = await table(kind).findFirst({ where: shown(kind, { id }), select: { staffNote: true } });
  if (!row) throw notFound(`No ${INBOX_LABELS[kind].one.toLowerCase()} with id ${id}.`);
  if (row.staffNote === text) return false;
  const { count } = await table(kind).updateMany({ where: shown(kind, { id }), data: { staffNote: text } });
  if (!count) throw notFound(`No ${INBOX_LABELS[kind].one.toLowerCase()} with id ${id}.`);
  await audit(db, { staff, action: `inbox.${kind}.note`, entityType: kind, entityId: id, detail: { length: text?.length ?? 0 } });
  return true;
}
