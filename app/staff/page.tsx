// /staff: the dashboard. What waits, registrations per day, pending by district, and mail that failed.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { failedMail, newInInbox, pendingRegistrations, registrationsPerDay } from '@/lib/staff/dashboard';
import { INBOX_LABELS } from '@/lib/staff/inbox';
import { RegistrationsChart } from './_ui/chart';
import { dateTime } from './_ui/format';
import { ScrollRegion } from './_ui/scroll-region';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function Dashboard() {
  const session = await requireStaff('account', '/staff');
  // An editor's console is the site's content: nothing of applicants is theirs to see (lib/staff/roles.ts).
  if (!can(session.staff.role, 'view')) redirect(can(session.staff.role, 'contentRead') ? '/staff/content' : '/staff/account');
  const [pending, inbox, days, failed] = await Promise.all([pendingRegistrations(), newInInbox(), registrationsPerDay(), failedMail()]);
  const waiting = pending.total;
  const cards = [
    { label: 'Institutions pending', n: waiting.institution, href: '/staff/queue/institutions' },
    { label: 'Interns pending', n: waiting.intern, href: '/staff/queue/interns' },
    { label: 'Members pending', n: waiting.member, href: '/staff/queue/members' },
  ];
  const busyDistricts = pending.byDistrict.filter((d) => d.institution + d.intern + d.member > 0);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-labelledby="waiting" className="mt-6">
        <h2 id="waiting" className="text-xl font-bold">What waits</h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {cards.map((c) => (
            <li key={c.href}><Link href={c.href} className="block rounded-md border border-slate-300 bg-white p-4 hover:border-brand-600">
              <span className="block text-3xl font-bold text-brand-800">{c.n}</span><span className="text-slate-800">{c.label}</span>
            </Link></li>
          ))}
        </ul>
        <h3 className="mt-5 font-semibold">New in the inbox</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {inbox.map((i) => (
            <li key={i.kind}><Link href={`/staff/inbox?kind=${i.kind}&status=new`} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3 text-sm hover:border-brand-600">
              {INBOX_LABELS[i.kind].many}: <strong className="ml-1">{i.n}</strong>
            </Link></li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="chart" className="mt-8">
        <h2 id="chart" className="text-xl font-bold">Registrations per day</h2>
        <div className="mt-3"><RegistrationsChart days={days} /></div>
      </section>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="districts">
          <h2 id="districts" className="text-xl font-bold">Pending by district</h2>
          {busyDistricts.length ? (
            <ScrollRegion label="Pending by district" className="mt-3"><table className="w-full border-collapse bg-white text-left text-sm">
              <thead><tr className="border-b border-slate-300"><th scope="col" className="p-2">District</th><th scope="col" className="p-2">Institutions</th><th scope="col" className="p-2">Interns</th><th scope="col" className="p-2">Members</th></tr></thead>
              <tbody>{busyDistricts.map((d) => (
                <tr key={d.district} className="border-b border-slate-200"><th scope="row" className="p-2 font-normal">{d.district}</th><td className="p-2">{d.institution}</td><td className="p-2">{d.intern}</td><td className="p-2">{d.member}</td></tr>
              ))}</tbody>
            </table></ScrollRegion>
          ) : <p className="mt-3 text-slate-700">Nothing pending in any district.</p>}
        </section>
        <section aria-labelledby="failed">
          <h2 id="failed" className="text-xl font-bold">Mail that failed to send</h2>
          {failed.length ? (
            <ul className="mt-3 grid gap-2 text-sm">{failed.map((m) => (
              <li key={m.id} className="rounded-md border border-red-300 bg-white p-3">
                <p className="font-semibold">{m.subject}</p>
                <p className="text-slate-700">To {m.toAddress}, queued {dateTime(m.createdAt)}, {m.attempts} attempt{m.attempts === 1 ? '' : 's'}</p>
                <p className="text-red-800 break-words">{m.lastError}</p>
              </li>
            ))}</ul>
          ) : <p className="mt-3 text-slate-700">No failed mail: everything queued has gone out or is on its way.</p>}
        </section>
      </div>
    </main>
  );
}
