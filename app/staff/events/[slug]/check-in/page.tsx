// /staff/events/{slug}/check-in: the door, for any staff role, on a phone. The server draws the event and its
// ticket list in the first paint; the scanner keeps them on the device and works offline from there (decision 026).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/staff/guard';
import { doorList } from '@/lib/events/check-in/door-list';
import { NotFoundError } from '@/lib/kernel/domain-errors';
import { DoorScanner } from './door-scanner';

export const metadata: Metadata = { title: 'Door check-in' };

export default async function CheckIn({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const session = await requireStaff('view', `/staff/events/${encodeURIComponent(slug)}/check-in`);
  const list = await doorList(slug).catch((e: unknown) => { if (e instanceof NotFoundError) notFound(); throw e; });
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">Door check-in: {list.event.title}</h1>
      <DoorScanner initial={list} staff={session.staff.email} />
    </main>
  );
}
