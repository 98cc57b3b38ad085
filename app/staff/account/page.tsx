// /staff/account: who you are, your sessions (end any of them), and sign out.
import type { Metadata } from 'next';
import { requireStaff } from '@/lib/staff/guard';
import { listStaffSessions } from '@/lib/staff/sessions';
import { ROLE_LABELS } from '@/lib/staff/roles';
import { dateTime } from '../_ui/format';
import { endSession } from './actions';

export const metadata: Metadata = { title: 'My account' };

export default async function Account() {
  const session = await requireStaff('account', '/staff/account');
  const sessions = await listStaffSessions(session.staff.id);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">My account</h1>
      <p className="mt-2 text-slate-700">{session.staff.name}, {session.staff.email}. {ROLE_LABELS[session.staff.role]}.</p>
      <h2 className="mt-8 text-xl font-bold">Where you are signed in</h2>
      <p className="mt-1 text-sm text-slate-600">A session ends after 30 minutes without use and 12 hours after sign-in. End any you do not recognise.</p>
      <ul className="mt-4 grid gap-3">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 bg-white p-3">
            <div className="text-sm">
              <p className="font-semibold">{s.id === session.id ? 'This browser' : 'Another browser'}: {s.userAgent.slice(0, 80) || 'unknown browser'}</p>
              <p className="text-slate-600">Signed in {dateTime(s.createdAt)} from {s.ip || 'unknown address'}; last used {dateTime(s.lastSeenAt)}</p>
            </div>
            <form action={endSession}>
              <input type="hidden" name="id" value={s.id} />
              <button type="submit" className="min-h-11 rounded-md border border-slate-400 px-3 text-sm font-semibold hover:bg-slate-100">
                {s.id === session.id ? 'Sign out here' : 'End this session'}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </main>
  );
}
