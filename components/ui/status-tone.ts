// How a review status looks, once for every card, profile and verify page: approved blue, pending amber,
// anything else red (spec part 1, section 4 and part 2, section 8; institutions follow the same rule).
// `text` colours a status written in a table, `badge` is the rounded label, `watermark` the card's large stamp.
const TONES = {
  approved: { text: 'font-bold text-blue-700', badge: 'bg-blue-100 text-blue-900 ring-blue-300', watermark: 'text-blue-800/20' },
  pending: { text: 'font-bold text-amber-700', badge: 'bg-amber-100 text-amber-900 ring-amber-300', watermark: 'text-amber-700/25' },
  other: { text: 'font-bold text-red-700', badge: 'bg-red-100 text-red-900 ring-red-300', watermark: 'text-red-700/25' },
} as const;

export const statusTone = (status: string) => (status === 'approved' || status === 'pending' ? TONES[status] : TONES.other);
