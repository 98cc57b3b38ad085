// The queues' URL names and what they hold.
import type { ApplicationKind } from '@/lib/kernel/applicant-kinds';

export const QUEUES = {
  institutions: { kind: 'institution', title: 'Institutions' },
  interns: { kind: 'intern', title: 'Interns' },
  members: { kind: 'member', title: 'Members' },
} as const satisfies Record<string, { kind: ApplicationKind; title: string }>;

export type QueueSlug = keyof typeof QUEUES;
export const isQueueSlug = (s: string): s is QueueSlug => Object.hasOwn(QUEUES, s);
export const slugOf = (kind: ApplicationKind): QueueSlug => (kind === 'institution' ? 'institutions' : kind === 'intern' ? 'interns' : 'members');

/** The most applications approved in one go (each is its own decision, mail and audit row). */
export const BULK_MAX = 50;
