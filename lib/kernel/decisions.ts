// A staff decision on an application, as one word, and the status it leaves the application in. The one
// Decision type: the console and the admin script decide with it (lib/review/decide.ts), the audit trail
// names it (`intern.approve`), and the applicant's mail is chosen by it (lib/mail/messages/decision.ts).
export const DECISIONS = ['approve', 'reject', 'revoke'] as const;
export type Decision = (typeof DECISIONS)[number];

export const DECISION_STATUS = { approve: 'approved', reject: 'rejected', revoke: 'revoked' } as const satisfies Record<Decision, string>;
