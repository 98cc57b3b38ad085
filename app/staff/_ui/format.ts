// Dates as staff in India read them.
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short', hour12: false });
const DATE = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium' });
export const dateTime = (d: Date | null | undefined) => (d ? DATE_TIME.format(d) : '–');
export const dateOnly = (d: Date | null | undefined) => (d ? DATE.format(d) : '–');
