// The event form's times are India's wall-clock (a datetime-local input, "2026-02-07T10:00"), as staff think of
// them; stored as instants. Apart so both directions sit together.
const WALL = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "2026-02-07T10:00" (IST) → the instant; empty → null; anything else → an invalid Date (the schema refuses it). */
export const fromIst = (value: string): Date | null => (value ? new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : 'invalid') : null);

/** The instant as the input shows it, in IST. */
export const toIst = (d: Date | null | undefined) => (d ? WALL.format(d).replace(' ', 'T') : '');
