// Form 10BD, Part B (rule 18AB): the CSV the Income Tax Department's template takes, one financial year. Its
// columns and codes are the template's: ID code "Permanent Account Number" (the only identity we collect), section
// code "Section 80G", the foundation's 80G URN and its date, donation type ("Specific grant" for a campaign gift,
// which is directed to that work; "Others" for a general one) and mode ("Electronic modes including account payee
// cheque/draft": UPI and the gateway are both electronic). A donor's gifts of one year with the same type and
// mode are one row with their sum, as the form's notes allow. Gifts without a PAN are left out (no 80G deduction
// is possible for them, and the form needs an identity); refunded gifts are left out.
import 'server-only';
import { db } from '@/lib/platform/db/client';
import { invalid } from '@/lib/kernel/domain-errors';
import { audit } from '@/lib/review/audit';
import { cell } from '@/lib/review/csv-export';
import { financialYearBounds } from './financial-year';
import { foundationDetails } from './config';
import { decryptPan } from './pan';

export const FORM_10BD_COLUMNS = [
  'Sl. No.', 'Pre Acknowledgement Number', 'ID Code', 'Unique Identification Number', 'Section Code', 'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number', 'Name of donor', 'Address of donor', 'Donation Type', 'Mode of receipt', 'Amount of donation (Indian rupees)',
] as const;

export const FORM_10BD_CODES = {
  pan: 'Permanent Account Number',
  section: 'Section 80G',
  specific: 'Specific grant',
  others: 'Others',
  electronic: 'Electronic modes including account payee cheque/draft',
} as const;

export const FY_MESSAGE = 'Give the financial year as YYYY-YY, for example 2026-27.';

type Entry = { pan: string; name: string; address: string; type: string; amount: number; last: Date };

export async function form10bdRows(fy: string): Promise<string[][]> {
  const bounds = financialYearBounds(fy);
  if (!bounds) throw invalid(FY_MESSAGE, { fy: FY_MESSAGE });
  const gifts = await db.donation.findMany({
    where: { state: 'confirmed', panEncrypted: { not: null }, createdAt: { gte: bounds.from, lt: bounds.to } },
    orderBy: { id: 'asc' },
    select: { panEncrypted: true, panKeyId: true, name: true, address: true, campaign: true, amountRupees: true, createdAt: true },
  });
  const byDonor = new Map<string, Entry>();
  for (const g of gifts) {
    const pan = decryptPan(g.panEncrypted!, g.panKeyId);
    const type = g.campaign === 'general' ? FORM_10BD_CODES.others : FORM_10BD_CODES.specific;
    const key = `${pan}|${type}`;
    const entry = byDonor.get(key);
    // The donor's name and address as on their latest gift of the year.
    if (entry) Object.assign(entry, { amount: entry.amount + g.amountRupees }, g.createdAt >= entry.last ? { name: g.name, address: g.address, last: g.createdAt } : {});
    else byDonor.set(key, { pan, name: g.name, address: g.address, type, amount: g.amountRupees, last: g.createdAt });
  }
  const f = foundationDetails();
  return [...byDonor.values()]
    .sort((a, b) => (a.pan < b.pan ? -1 : a.pan > b.pan ? 1 : a.type < b.type ? -1 : 1))
    .map((e, i) => [String(i + 1), '', FORM_10BD_CODES.pan, e.pan, FORM_10BD_CODES.section, f.registration80G, f.registrationDate80G,
      e.name, e.address.replace(/\s*\n\s*/g, ', '), e.type, FORM_10BD_CODES.electronic, String(e.amount)]);
}

/** The CSV (every cell through the house's formula-safe `cell`), audited as an export. */
export async function exportForm10bd(fy: string, staff: string, via: 'console' | 'script') {
  const rows = await form10bdRows(fy);
  const csv = [FORM_10BD_COLUMNS.map((c) => cell(c, 'column')).join(','), ...rows.map((r) => r.map((v) => cell(v, 'value')).join(','))].join('\r\n') + '\r\n';
  await audit(db, { staff, action: 'export', entityType: 'form-10bd', detail: { fy, rows: rows.length, via } });
  return { csv, rows: rows.length };
}
