// How long each kind of short-lived data is kept. docs/personal-data.md states the same periods; the
// retention job (lib/retention/steps.ts) enforces them.
export const RETENTION = {
  /** Institution registrations whose ID proof never arrived. */
  institutionDraftDays: 7,
  /** Rows counting checks of a card on the public verify page. */
  cardCheckDays: 90,
  /** Sent password-reset and password-changed mail (address and subject; bodies go once sent). */
  accountMailDays: 30,
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
