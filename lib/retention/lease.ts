// A lease on a scheduled job, shared by every instance through one row: taking it is one atomic statement that
// succeeds only when the previous lease has expired. The holder keeps it for the whole interval (not only while
// the job runs), so with any number of instances the job runs once per interval. A crashed holder loses
// nothing: its lease simply expires.
import 'server-only';
import os from 'node:os';
import { db } from '@/lib/platform/db/client';

/** This process, as a lease's holder (host name and process id: enough to find it in the logs). */
export const INSTANCE = `${os.hostname()}:${process.pid}`.slice(0, 128);

/** True when this instance took the lease for `ms` milliseconds; false while another holds it. */
export async function takeLease(name: string, ms: number, holder = INSTANCE): Promise<boolean> {
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO job_leases (name, holder, taken_at, lease_until)
    VALUES (${name}, ${holder}, now(), now() + ${ms} * interval '1 millisecond')
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, taken_at = EXCLUDED.taken_at, lease_until = EXCLUDED.lease_until
      WHERE job_leases.lease_until <= now()
    RETURNING holder`;
  return rows.length === 1;
}
