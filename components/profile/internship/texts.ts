// The internship panel's words shown through t(variable) (tests/unit/english-sources-people.ts lists them), and
// the outcomes a form sent without scripts comes back with: the address names one from a fixed list, never a
// message, so a crafted link can only show one of our own sentences.
export const INTERNSHIP_TEXTS = {
  stations: ['Offer', 'College letter', 'Weekly hours', 'Certificate'],
  logStatus: { submitted: 'Waiting for review', approved: 'Approved', returned: 'Returned to you' },
  closed: {
    declined: 'You declined this internship offer.',
    withdrawn: 'This internship offer was withdrawn.',
    ended_early: 'This internship was ended early.',
    completed: 'This internship is completed.',
  },
  outcomes: {
    accepted: 'You accepted the offer. Next, upload your college\'s approval letter.',
    declined: 'You declined the offer.',
    letter: 'Your approval letter is uploaded. We will email you once it is checked.',
    logged: 'Your week is sent for review.',
    failed: 'That did not work. Please try again.',
  },
} as const;

type Outcome = keyof typeof INTERNSHIP_TEXTS.outcomes;

/** The message for an outcome named in the profile's address (?internship=...), or null for anything else. */
export function outcomeMessage(name: string | undefined): { ok: boolean; text: string } | null {
  if (!name || !Object.hasOwn(INTERNSHIP_TEXTS.outcomes, name)) return null;
  return { ok: name !== 'failed', text: INTERNSHIP_TEXTS.outcomes[name as Outcome] };
}
