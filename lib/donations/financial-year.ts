// India's financial year runs April to March, in India time: a gift at 00:10 IST on 1 April 2027 (18:40 UTC on
// 31 March) belongs to 2027-28. Receipt series and Form 10BD are per financial year.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '2026-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The year that ended most recently: the one whose Form 10BD is due (by 31 May). */
export function lastFinancialYear(now = new Date()): string {
  const [start] = financialYearOf(now).split('-');
  const prev = Number(start) - 1;
  return `${prev}-${String((prev + 1) % 100).padStart(2, '0')}`;
}

export const FINANCIAL_YEAR_FORMAT = /^(\d{4})-(\d{2})$/;

/** The UTC bounds [from, to) of a financial year written '2026-27'; null when it is not one. */
export function financialYearBounds(fy: string): { from: Date; to: Date } | null {
  const m = FINANCIAL_YEAR_FORMAT.exec(fy);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) return null;
  const start = Number(m[1]);
  return { from: new Date(Date.UTC(start, 3, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(start + 1, 3, 1) - IST_OFFSET_MS) };
}

/** The receipt series of a financial year: 80G-2026-27. */
export const receiptSeries = (fy: string) => `80G-${fy}`;

/** 80G-2026-27/000042: the number printed on the receipt. */
export const receiptNumber = (series: string, n: number) => `${series}/${String(n).padStart(6, '0')}`;
