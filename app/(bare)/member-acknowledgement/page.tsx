// /member-acknowledgement: the card of the member whose session this is (the spec's route without id).
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CardError } from '@/components/cards/card-shell';
import { getPageSession } from '@/lib/session/session';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Member Acknowledgement Card', robots: { index: false, follow: false } };

export default async function MemberAcknowledgementWithoutIdPage() {
  const { user } = await getPageSession();
  if (user?.type !== 'member') return <CardError message="Member ID is missing." />;
  redirect(`/member-acknowledgement/${user.id}`);
}
