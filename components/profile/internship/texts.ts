// The internship panel's words shown through t(variable) (tests/unit/english-sources-people.ts lists them).
export const INTERNSHIP_TEXTS = {
  stations: ['Offer', 'College letter', 'Weekly hours', 'Certificate'],
  logStatus: { submitted: 'Waiting for review', approved: 'Approved', returned: 'Returned to you' },
  closed: {
    declined: 'You declined this internship offer.',
    withdrawn: 'This internship offer was withdrawn.',
    ended_early: 'This internship was ended early.',
    completed: 'This internship is completed.',
  },
} as const;
