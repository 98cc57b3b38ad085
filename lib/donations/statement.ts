// The bank's statement, uploaded as CSV by staff, matched to UPI donations waiting for confirmation: a row
// matches a donation whose amount is the row's and whose UTR is the row's, or whose reference the row's narration
// carries (the UPI note, tn=<reference>, for a donor who paid but never typed the UTR). A matched row confirms that
// donation (with its receipt); a row that matches two donations (one by UTR, another by the reference in the
// narration) is flagged on both and confirms neither, never a guess; a row that matches none is listed. Banks differ in their columns, so the header is read for a
// column whose name holds "UTR" or "reference" and one whose name holds "credit" or "amount".
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { DomainError, invalid } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { confirmDonation } from './confirm';

// Within the console's server-action body limit (1 MB, Next.js's default): a month of a small NGO's statement is a few KB.
export const MAX_STATEMENT_BYTES = 900 * 1024;
export const STATEMENT_MESSAGES = {
  columns: 'The statement needs a header row with a UTR (or reference) column and a credit (or amount) column.',
  tooBig: `The statement is larger than ${MAX_STATEMENT_BYTES / 1024} KB. Upload one month at a time.`,
  noUtr: 'no 12-digit UTR in its reference column',
  badAmount: 'its amount could not be read',
} as const;

/** A credit row; `unreadable` says why its UTR or amount could not be read (it is listed, never silently dropped). */
export type StatementRow = { line: number; utr: string; amountRupees: number; references: string[]; unreadable?: string };
export type StatementResult = {
  matched: { line: number; utr: string; reference: string; receipt: string }[];
  unmatched: { line: number; utr: string; amountRupees: number; why: string }[];
  ambiguous: { line: number; utr: string; references: string[] }[];
};

/** Splits one CSV line, with quoted cells ("1,000.00"). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') { cur += '"'; i++; } else if (c === '"') quoted = false; else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { out.push(cur); cur = ''; } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

export function parseStatement(csv: string): StatementRow[] {
  if (Buffer.byteLength(csv) > MAX_STATEMENT_BYTES) throw invalid(STATEMENT_MESSAGES.tooBig);
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = cells(lines[0] ?? '').map((h) => h.toLowerCase());
  const utrAt = header.findIndex((h) => /utr|reference|ref\.? ?no/.test(h));
  const amountAt = header.findIndex((h) => /credit|deposit/.test(h));
  const amountCol = amountAt >= 0 ? amountAt : header.findIndex((h) => /amount/.test(h));
  if (utrAt < 0 || amountCol < 0) throw invalid(STATEMENT_MESSAGES.columns);
  const rows: StatementRow[] = [];
  lines.slice(1).forEach((raw, i) => {
    if (!raw.trim()) return;
    const c = cells(raw);
    // Some banks pad the UTR with zeros to 16 digits (HDFC's Chq./Ref.No. 0000412345678901): the 12 digits are the UTR.
    const utr = /\b0*(\d{12})\b/.exec(c[utrAt] ?? '')?.[1];
    const amountCell = (c[amountCol] ?? '').replace(/[₹,\s]/g, '');
    if (!amountCell) return; // no credit: a debit row, not a gift
    const amount = Number(amountCell);
    const references = [...new Set(raw.toUpperCase().match(/DN-[2-9A-HJKMNP-Z]{8}/g) ?? [])];
    const line = i + 2;
    const unreadable = !(/^\d+(\.\d{1,2})?$/.test(amountCell) && amount > 0) ? STATEMENT_MESSAGES.badAmount : !utr ? STATEMENT_MESSAGES.noUtr : undefined;
    rows.push({ line, utr: utr ?? (c[utrAt] ?? '').slice(0, 40), amountRupees: unreadable ? 0 : amount, references, unreadable });
  });
  return rows;
}

export async function matchStatement(csv: string, staff: string, via: 'console' | 'script'): Promise<StatementResult> {
  const rows = parseStatement(csv);
  const result: StatementResult = { matched: [], unmatched: [], ambiguous: [] };
  for (const row of rows) {
    if (row.unreadable) {
      result.unmatched.push({ line: row.line, utr: row.utr, amountRupees: row.amountRupees, why: row.unreadable });
      continue;
    }
    const candidates = await db.donation.findMany({
      where: { method: 'upi', state: { in: ['awaiting_payment', 'awaiting_confirmation'] }, OR: [{ utr: row.utr }, { reference: { in: row.references } }] },
      select: { id: true, reference: true, amountRupees: true },
    });
    const fitting = candidates.filter((d) => d.amountRupees === row.amountRupees);
    if (fitting.length > 1) {
      await flag(fitting.map((d) => d.id));
      result.ambiguous.push({ line: row.line, utr: row.utr, references: fitting.map((d) => d.reference) });
    } else if (fitting.length === 1) {
      try {
        const confirmed = await confirmDonation(fitting[0]!.reference, { by: staff, utr: row.utr, via: 'statement' });
        result.matched.push({ line: row.line, utr: row.utr, reference: confirmed.reference, receipt: confirmed.receipt });
      } catch (e) {
        if (!(e instanceof DomainError)) throw e;
        result.unmatched.push({ line: row.line, utr: row.utr, amountRupees: row.amountRupees, why: e.message });
      }
    } else {
      const why = candidates.length ? 'the amount differs from the donation\'s' : 'no waiting donation has this UTR or reference';
      result.unmatched.push({ line: row.line, utr: row.utr, amountRupees: row.amountRupees, why });
    }
  }
  await audit(db, { staff, action: 'donations.statement', entityType: 'donation', detail: { via, rows: rows.length, matched: result.matched.length, unmatched: result.unmatched.length, ambiguous: result.ambiguous.length } });
  return result;
}

async function flag(ids: number[]) {
  if (ids.length) await db.$executeRaw`UPDATE donations SET flags = array_append(flags, 'ambiguous_statement_row') WHERE id = ANY(${ids}) AND NOT ('ambiguous_statement_row' = ANY(flags))`;
}
