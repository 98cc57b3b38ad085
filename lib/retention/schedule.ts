// Starts the retention job inside the app: once shortly after start-up, then every `intervalMinutes`.
// Timers are unref'd so they never keep a stopping process alive; a failed run is logged and retried next time.
import 'server-only';
import { runRetention } from './run-retention';

const globalForSchedule = globalThis as unknown as { retentionTimer?: NodeJS.Timeout };

export function startRetentionSchedule(intervalMinutes: number) {
  if (intervalMinutes <= 0 || globalForSchedule.retentionTimer) return; // off, or already running (dev reloads)
  const tick = () =>
    runRetention()
      .then((report) => {
        const deleted = Object.entries(report ?? {}).filter(([, v]) => v !== 0);
        if (deleted.length) console.info(`[retention] ${deleted.map(([step, v]) => `${step}: ${v}`).join('; ')}`);
      })
      .catch((e) => console.error('[retention] run failed:', e instanceof Error ? e.message : e));
  setTimeout(tick, 1_000).unref();
  globalForSchedule.retentionTimer = setInterval(tick, intervalMinutes * 60_000).unref();
}
