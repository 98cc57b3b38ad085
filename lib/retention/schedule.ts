// Starts the retention job inside the app: shortly after start-up, then every `intervalMinutes`. Every
// instance ticks, but only the one that takes the lease (lease.ts) for the interval runs the job, so it runs
// once per interval across instances. Timers are unref'd so they never keep a stopping process alive; a failed
// run is logged and retried at the next lease.
import 'server-only';
import { runRetention } from './run-retention';
import { INSTANCE, takeLease } from './lease';
import { metrics } from '@/lib/platform/metrics';

const globalForSchedule = globalThis as unknown as { retentionTimer?: NodeJS.Timeout };

export function startRetentionSchedule(intervalMinutes: number) {
  if (intervalMinutes <= 0 || globalForSchedule.retentionTimer) return; // off, or already running (dev reloads)
  const intervalMs = intervalMinutes * 60_000;
  // A little shorter than the interval, so the holder's own next tick (timers drift) finds it expired.
  const leaseMs = intervalMs - Math.min(30_000, intervalMs / 10);
  const tick = async () => {
    try {
      if (!(await takeLease('retention', leaseMs))) return;
      const report = await runRetention();
      metrics().retentionRuns.inc({ outcome: 'ok' });
      const deleted = Object.entries(report ?? {}).filter(([, v]) => v !== 0);
      console.info(`[retention] run by ${INSTANCE}${deleted.length ? `: ${deleted.map(([step, v]) => `${step}: ${v}`).join('; ')}` : ': nothing to delete'}`);
    } catch (e) {
      metrics().retentionRuns.inc({ outcome: 'failed' });
      console.error('[retention] run failed:', e instanceof Error ? e.message : e);
    }
  };
  setTimeout(tick, 1_000).unref();
  globalForSchedule.retentionTimer = setInterval(tick, intervalMs).unref();
}
