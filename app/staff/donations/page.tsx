// /staff/donations?state=…&q=…: donations by state and search, newest first, with the totals by campaign and by
// month, the bank statement upload, the CSV and Form 10BD exports. Reviewers see (PAN masked); admins also confirm,
// refund and see PANs in full.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { DONATION_STATES, STATE_LABELS, donationTotals, listDonations } from '@/lib/donations/list';
import { lastFinancialYear } from '@/lib/donations/financial-year';
import type { DonationState } from '@/lib/generated/prisma/enums';
import { dateTime } from '../_ui/format';
import { ActionForm, SubmitButton } from '../_ui/action-form';
import { Field, TextArea } from '../_ui/field';
import { singleParams, type SearchParams } from '../_ui/search-params';
import { ScrollRegion } from '../_ui/scroll-region';
import { confirmByHand, recordRefund, uploadStatement } from './actions';
import { MAX_STATEMENT_BYTES } from '@/lib/donations/statement';

export const metadata: Metadata = { title: 'Donations' };

const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
const PAGE = 50;
const EXPORT_HREF = '/staff/donations/export';

export default async function Donations({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireStaff('review', '/staff/donations');
  const admin = can(session.staff.role, 'admin');
  const sp = await singleParams(searchParams);
  const state = (DONATION_STATES as readonly string[]).includes(sp.state ?? '') ? (sp.state as DonationState) : undefined;
  const q = (sp.q ?? '').slice(0, 100);
  const page = Math.max(0, Math.min(1000, Number.parseInt(sp.page ?? '0', 10) || 0));
  const [{ rows, total }, totals] = await Promise.all([listDonations({ state, q, take: PAGE, skip: page * PAGE }, { unmaskedPan: admin }), donationTotals()]);
  const link = (o: { state?: string; page?: number }) => {
    const p = new URLSearchParams();
    if (o.state) p.set('state', o.state);
    if (q) p.set('q', q);
    if (o.page) p.set('page', String(o.page));
    return `/staff/donations${p.size ? `?${p}` : ''}`;
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Donations</h1>
      <nav aria-label="Donation states" className="mt-4">
        <ul className="flex flex-wrap gap-2">{[undefined, ...DONATION_STATES].map((s) => (
          <li key={s ?? 'all'}><Link href={link({ state: s })} aria-current={s === state ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${s === state ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900'}`}>
            {s ? STATE_LABELS[s] : 'All'}</Link></li>
        ))}</ul>
      </nav>
      <form method="get" action="/staff/donations" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        {state ? <input type="hidden" name="state" value={state} /> : null}
        <div className="grow"><Field label="Search (reference, UTR, payment id, name, email or mobile)" name="q" defaultValue={q} /></div>
        <button type="submit" className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-semibold">Search</button>
        <a href={EXPORT_HREF} className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 font-semibold">Export donations (CSV)</a>
      </form>
      <p className="mt-4 text-sm text-slate-700">{total} donation{total === 1 ? '' : 's'}{admin ? '' : '; PANs are masked (admins see them in full)'}.</p>
      <ScrollRegion label="Donations">
        <table className="mt-2 w-full min-w-[60rem] border-collapse bg-white text-sm">
          <thead><tr className="border-b border-slate-300 text-left">
            {['Reference', 'Amount', 'Campaign', 'Donor', 'PAN', 'State', 'UTR / payment', 'Receipt', 'Created', ...(admin ? ['Action'] : [])].map((h) => <th key={h} scope="col" className="p-2">{h}</th>)}
          </tr></thead>
          <tbody>{rows.map((d) => (
            <tr key={d.id} className="border-b border-slate-200 align-top">
              <td className="p-2 font-mono">{d.reference}{d.flags.length ? <span className="mt-1 block rounded bg-amber-100 px-1 text-xs font-semibold text-amber-900">Flagged: {d.flags.join(', ').replaceAll('_', ' ')}</span> : null}</td>
              <td className="p-2">{rupees(d.amountRupees)}</td>
              <td className="p-2">{d.campaign}</td>
              <td className="p-2">{d.name}<span className="block text-slate-600">{d.email} · {d.mobile}</span></td>
              <td className="p-2 font-mono">{d.pan ?? '–'}</td>
              <td className="p-2">{STATE_LABELS[d.state]}{d.refundReason ? <span className="block text-slate-600">Reason: {d.refundReason}</span> : null}</td>
              <td className="p-2 font-mono">{d.utr ?? d.paymentId ?? '–'}</td>
              <td className="p-2">{d.receipt ? `${d.receipt.number}${d.receipt.cancelled ? ' (cancelled)' : ''}` : '–'}</td>
              <td className="p-2">{dateTime(d.createdAt)}</td>
              {admin ? (
                <td className="p-2">
                  {d.method === 'upi' && (d.state === 'awaiting_payment' || d.state === 'awaiting_confirmation') ? (
                    <ActionForm action={confirmByHand.bind(null, d.reference)} className="grid gap-2">
                      <Field label={`UTR for ${d.reference}`} name="utr" inputMode="numeric" maxLength={12} defaultValue={d.utr ?? ''} />
                      <div><SubmitButton>Confirm payment</SubmitButton></div>
                    </ActionForm>
                  ) : d.state === 'confirmed' ? (
                    <details><summary className="min-h-11 cursor-pointer py-2 font-semibold text-red-800">Record a refund</summary>
                      <ActionForm action={recordRefund.bind(null, d.reference)} className="grid gap-2">
                        <TextArea label={`Reason for refunding ${d.reference}`} name="reason" required />
                        <div className="flex items-center gap-2"><input id={`refund-${d.id}`} name="confirm" type="checkbox" value="yes" className="h-5 w-5" /><label htmlFor={`refund-${d.id}`}>The money went back to the donor</label></div>
                        <div><SubmitButton tone="danger">Record refund</SubmitButton></div>
                      </ActionForm>
                    </details>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}</tbody>
        </table>
      </ScrollRegion>
      <p className="mt-4 flex gap-4">
        {page > 0 ? <Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={link({ state, page: page - 1 })}>Newer</Link> : null}
        {(page + 1) * PAGE < total ? <Link className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline" href={link({ state, page: page + 1 })}>Older</Link> : null}
      </p>

      <section aria-labelledby="totals" className="mt-10 grid gap-6 md:grid-cols-2">
        <h2 id="totals" className="text-xl font-bold md:col-span-2">Confirmed totals (refunds left out)</h2>
        <table className="bg-white text-sm"><caption className="p-2 text-left font-semibold">By campaign</caption>
          <thead><tr className="border-b text-left"><th scope="col" className="p-2">Campaign</th><th scope="col" className="p-2">Gifts</th><th scope="col" className="p-2">Total</th></tr></thead>
          <tbody>{totals.byCampaign.map((c) => <tr key={c.campaign} className="border-b border-slate-200"><td className="p-2">{c.campaign}</td><td className="p-2">{c.gifts}</td><td className="p-2">{rupees(c.rupees)}</td></tr>)}</tbody>
        </table>
        <table className="bg-white text-sm"><caption className="p-2 text-left font-semibold">By month (India time)</caption>
          <thead><tr className="border-b text-left"><th scope="col" className="p-2">Month</th><th scope="col" className="p-2">Gifts</th><th scope="col" className="p-2">Total</th></tr></thead>
          <tbody>{totals.byMonth.map((m) => <tr key={m.month} className="border-b border-slate-200"><td className="p-2">{m.month}</td><td className="p-2">{m.gifts}</td><td className="p-2">{rupees(m.rupees)}</td></tr>)}</tbody>
        </table>
      </section>

      {admin ? (
        <section aria-labelledby="statement" className="mt-10 grid max-w-2xl gap-6">
          <div>
            <h2 id="statement" className="text-xl font-bold">Match the bank statement</h2>
            <ActionForm action={uploadStatement} className="mt-3 grid gap-3 rounded-md border border-slate-300 bg-white p-4">
              <p className="text-sm text-slate-700">Upload the bank&apos;s statement as CSV (a header row with a UTR or reference column and a credit or amount column). Each row whose UTR and amount match one waiting UPI donation confirms it and mails its receipt; a row that matches two is flagged, never guessed.</p>
              <label htmlFor="statement-file" className="text-sm font-semibold">Statement (CSV, up to {MAX_STATEMENT_BYTES / 1024} KB)</label>
              <input id="statement-file" name="statement" type="file" accept=".csv,text/csv" required className="min-h-11" />
              <div><SubmitButton>Match the statement</SubmitButton></div>
            </ActionForm>
          </div>
          <form method="get" action="/staff/donations/form-10bd" className="grid gap-3 rounded-md border border-slate-300 bg-white p-4">
            <h2 className="text-xl font-bold">Form 10BD</h2>
            <p className="text-sm text-slate-700">Part B for the Income Tax Department&apos;s upload: one row per donor and donation type, with full PANs. Gifts without a PAN and refunded gifts are left out.</p>
            <Field label="Financial year (YYYY-YY)" name="fy" defaultValue={lastFinancialYear()} required />
            <div><button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white">Download Form 10BD (CSV)</button></div>
          </form>
        </section>
      ) : null}
    </main>
  );
}
