// /staff/events/new: a new event, saved as a draft (admins). Publishing is a separate step on the event's page.
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { EventForm } from '../event-form';

export const metadata: Metadata = { title: 'New event' };

export default async function NewEvent() {
  await requireStaff('events', '/staff/events/new');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <p><Link href="/staff/events" className="text-brand-700 underline">All events</Link></p>
      <h1 className="mt-2 text-2xl font-bold">New event</h1>
      <p className="mt-2 text-slate-700">It is saved as a draft: only staff see it until you publish it.</p>
      <div className="mt-6"><EventForm /></div>
    </main>
  );
}
