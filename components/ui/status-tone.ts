// How a review status looks, once for every card and profile: approved blue, pending amber, anything else
// red (spec part 1, section 4 and part 2, section 8). `text` colours a status written in a table; `badge`
// is the rounded label on the profile.
const TONES = {
  approved: { text: 'font-bold text-blue-700', badge: 'bg-blue-100 text-blue-800 ring-blue-300' },
  pending: { text: 'font-bold text-amber-700', badge: 'bg-amber-100 text-amber-800 ring-amber-300' },
  other: { text: 'font-bold text-red-700', badge: 'bg-red-100 text-red-800 ring-red-300' },
} as const;

export const statusTone = (status: string) => (status === 'approved' || status === 'pending' ? TONES[status] : TONES.other);
