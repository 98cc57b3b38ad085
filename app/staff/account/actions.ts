'use server';
// Signing out, and ending one's own sessions on other devices.
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { revalidatePath } from 'next/cache';
import { db } from '@/lib/platform/db/client';
import { audit } from '@/lib/review/audit';
import { assertSameOriginAction, currentStaffSession, requireStaffAction } from '@/lib/staff/guard';
import { endStaffSession, findStaffSession, idleSecondsLeft, STAFF_COOKIE } from '@/lib/staff/sessions';
import { endPreview } from '@/lib/content-store/preview';

export async function signOut() {
  await assertSameOriginAction();
  const session = await currentStaffSession();
  if (session) {
    await endStaffSession(session.id);
    await audit(db, { staff: session.staff.email, action: 'staff.sign-out', entityType: 'staff', entityId: session.staff.id });
  }
  await leave();
}

/** This browser's console cookie and any staff preview go (a shared office computer: the next person sees no draft). */
async function leave(): Promise<never> {
  (await cookies()).delete({ name: 'nyf_staff', path: '/staff' });
  await endPreview();
  redirect(SIGNED_OUT);
}

// The sign-in page says "You are signed out." on arriving from here (a fixed flag: nothing from the address is shown).
const SIGNED_OUT = '/staff/login?signed-out=1';

/** Ends one of the caller's own sessions (never someone else's: the row must belong to the caller). */
export async function endSession(form: FormData) {
  const session = await requireStaffAction('account');
  const id = String(form.get('id') ?? '');
  await db.staffSession.deleteMany({ where: { id, staffId: session.staff.id } });
  await audit(db, { staff: session.staff.email, action: 'staff.end-session', entityType: 'staff', entityId: session.staff.id });
  if (id === session.id) await leave();
  revalidatePath('/staff/account');
}

/** For the idle notice (app/staff/_ui/idle-notice.tsx): seconds until this session ends, without renewing it. */
export async function secondsLeft(): Promise<number> {
  await assertSameOriginAction();
  const session = await findStaffSession((await cookies()).get(STAFF_COOKIE)?.value, new Date(), { renew: false });
  return session?.verified ? idleSecondsLeft(session) : 0;
}

/** "Stay signed in": any request renews the session (lib/staff/sessions.ts); this one answers how long it now has. */
export async function staySignedIn(): Promise<number> {
  return idleSecondsLeft(await requireStaffAction('account'));
}
