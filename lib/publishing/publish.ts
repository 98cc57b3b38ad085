// Publishing a change of public pages to every instance (docs/decisions/025). The caller names the rendered
// paths its change touched, inside the transaction that made the change: each path's row takes the next version
// number, and NOTIFY (delivered by PostgreSQL only when the transaction commits, never for a rolled-back one)
// wakes every instance's listener (./listener.ts), which revalidates exactly those pages in its own cache.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { isPublishablePath, PUBLICATIONS_CHANNEL } from './paths';

type Tx = Prisma.TransactionClient;

/** Marks `paths` as changed; every instance shows the new pages once the caller's transaction commits. */
export async function publishPaths(tx: Tx, paths: readonly string[]): Promise<void> {
  const unique = [...new Set(paths)].sort(); // sorted: two publishes of the same pages lock their rows in one order
  const refused = unique.filter((p) => !isPublishablePath(p));
  if (refused.length) throw new Error(`Not a publishable path: ${refused.join(', ')}`);
  if (!unique.length) return;
  await tx.$executeRaw`
    INSERT INTO publications (path, published_at) SELECT unnest(${unique}::text[]), now()
    ON CONFLICT (path) DO UPDATE SET version = nextval(pg_get_serial_sequence('publications', 'version')), published_at = now()`;
  await tx.$executeRaw`SELECT pg_notify(${PUBLICATIONS_CHANNEL}, '')`;
}
