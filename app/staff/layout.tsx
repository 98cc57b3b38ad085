// The staff console's frame. Every /staff page is rendered per request (never prerendered or cached: it shows
// who is signed in and what waits), is kept out of search engines, and checks the staff session itself
// (lib/staff/guard.ts); this layout only draws the navigation for whoever is signed in.
// It is also a root layout (English only, outside app/[locale]; there is no app/layout.tsx, docs/decisions/017),
// so it draws <html> and <body> itself.
import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { currentStaffSession } from '@/lib/staff/guard';
import { can } from '@/lib/staff/roles';
import { secondsLeft, signOut, staySignedIn } from './account/actions';
import { IdleNotice } from './_ui/idle-notice';
import { idleSecondsLeft, STAFF_IDLE_SECONDS } from '@/lib/staff/sessions';
import { SITE } from '@/lib/content/site';
import { inter, grotesk } from '../fonts';
import '../globals.css';
import './staff.css';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  metadataBase: new URL(process.env.PUBLIC_BASE_URL || SITE.url),
  title: { default: 'Staff console', template: '%s | Staff console' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};
export const viewport: Viewport = { themeColor: '#5b21b6', width: 'device-width', initialScale: 1 };

export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const session = await currentStaffSession();
  const staff = session?.verified ? session.staff : null;
  const links = staff ? [
    ...(can(staff.role, 'view') ? [
      { href: '/staff', label: 'Dashboard' },
      { href: '/staff/queue/institutions', label: 'Institutions' },
      { href: '/staff/queue/interns', label: 'Interns' },
      { href: '/staff/queue/members', label: 'Members' },
      { href: '/staff/internships', label: 'Internships' },
      { href: '/staff/inbox', label: 'Inbox' },
      { href: '/staff/events', label: 'Events' },
    ] : []),
    ...(can(staff.role, 'contentRead') ? [{ href: '/staff/content', label: 'Content' }] : []),
    ...(can(staff.role, 'review') ? [{ href: '/staff/donations', label: 'Donations' }] : []),
    ...(can(staff.role, 'admin') ? [{ href: '/staff/audit', label: 'Audit trail' }, { href: '/staff/team', label: 'Team' }] : []),
    { href: '/staff/account', label: 'My account' },
  ] : [];
  return (
    <html lang="en-IN" className={`${inter.variable} ${grotesk.variable}`}>
    <body className="min-h-screen font-sans">
    {/* The first Tab stop, as on the public site: every console page's <main> has id="main". */}
    <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg">
      Skip to main content
    </a>
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="border-b border-slate-300 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="basis-full font-bold text-brand-800 lg:basis-auto">NextGen staff console</p>
          {staff ? (
            <>
              <nav aria-label="Console" className="w-full lg:w-auto lg:flex-1">
                <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {links.map((l) => <li key={l.href}><Link className="inline-block py-2 font-medium text-slate-800 underline-offset-4 hover:underline" href={l.href}>{l.label}</Link></li>)}
                </ul>
              </nav>
              <form action={signOut} className="flex items-center gap-3 text-sm">
                <span className="text-slate-700">{staff.name} ({staff.role})</span>
                <button type="submit" className="min-h-11 rounded-md border border-slate-400 px-3 font-semibold hover:bg-slate-100">Sign out</button>
              </form>
            </>
          ) : null}
        </div>
      </header>
      {children}
      {staff ? <IdleNotice secondsLeft={idleSecondsLeft(session!)} idleSeconds={STAFF_IDLE_SECONDS} ask={secondsLeft} renew={staySignedIn} /> : null}
    </div>
    </body>
    </html>
  );
}
