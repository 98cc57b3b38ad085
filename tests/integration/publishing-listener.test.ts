// lib/publishing on real PostgreSQL: a publish wakes every listener once its transaction commits (never for a
// rolled-back one), each listener is handed exactly the paths published since it last applied, a listener that
// was stopped during a publish catches up when it starts, and one whose `apply` fails gets the same paths again.
import { afterEach, describe, expect, it } from 'vitest';
import { testDb } from '../helpers/db';
import { publishPaths } from '@/lib/publishing/publish';
import { startPublicationListener } from '@/lib/publishing/listener';
import { inEveryLanguage } from '@/lib/publishing/paths';

const db = testDb();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => { while (stops.length) await stops.pop()!(); });

/** This file's paths. Other test files publish events' pages into the same database at the same time: a listener
 * hears those too, and the assertions here are about this file's own. */
const PREFIX = '/en/publishing-test/';

/** A listener whose applied batches (of this file's paths) are recorded. `fail`: how many of its first applies throw. */
async function listener(fail = 0) {
  const batches: string[][] = [];
  const logs: string[] = [];
  const l = startPublicationListener({
    databaseUrl: process.env.DATABASE_URL!,
    apply: async (paths) => {
      if (fail-- > 0) throw new Error('instance busy');
      const own = paths.filter((p) => p.startsWith(PREFIX));
      if (own.length) batches.push(own);
    },
    log: (line) => logs.push(line),
  });
  stops.push(l.stop);
  await l.ready;
  return { batches, logs, stop: l.stop };
}

const until = async (check: () => boolean) => {
  for (let i = 0; !check(); i++) { if (i > 600) throw new Error('not within 60 s'); await new Promise((r) => setTimeout(r, 100)); }
};
const unique = (tag: string) => `${PREFIX}${tag}-${Date.now().toString(36)}`;

describe('publishing to every instance', () => {
  it('names the paths of every language', () => {
    expect(inEveryLanguage('/events/gen-z')).toEqual(['/en/events/gen-z', '/as/events/gen-z', '/hi/events/gen-z']);
    expect(inEveryLanguage('/')).toEqual(['/en', '/as', '/hi']);
  });

  it('wakes every listener with the paths published, after the commit and never for a rollback', async () => {
    const [a, b] = [await listener(), await listener()];
    a.batches.length = 0; b.batches.length = 0; // their start-up catch-up (rows other tests left)
    const [kept, lost] = [unique('kept'), unique('rolled-back')];
    await db.$transaction(async (tx) => {
      await publishPaths(tx, [kept, kept]);
      await new Promise((r) => setTimeout(r, 300));
      expect(a.batches).toEqual([]); // not before the commit
    });
    await until(() => a.batches.length > 0 && b.batches.length > 0);
    // The first batch is the published path, once. Later batches may repeat it: every catch-up takes the last
    // minute's rows again (listener.ts), and other test files' publications wake the listeners at any moment.
    expect(a.batches[0]).toEqual([kept]);
    expect(b.batches[0]).toEqual([kept]);
    expect([...new Set([...a.batches, ...b.batches].flat())]).toEqual([kept]);
    await expect(db.$transaction(async (tx) => { await publishPaths(tx, [lost]); throw new Error('the change failed'); })).rejects.toThrow('the change failed');
    const again = unique('again');
    await db.$transaction((tx) => publishPaths(tx, [again]));
    await until(() => a.batches.flat().includes(again));
    expect(a.batches.flat()).not.toContain(lost); // the rolled-back path never came
    expect((await db.publication.findMany({ where: { path: lost } }))).toEqual([]);
  });

  it('applies a publish whose transaction took its version first but committed after a later one was applied', async () => {
    const a = await listener();
    const [early, late] = [unique('took-first'), unique('committed-first')];
    let releaseEarly!: () => void;
    const held = new Promise<void>((r) => { releaseEarly = r; });
    let tookVersion!: () => void;
    const took = new Promise<void>((r) => { tookVersion = r; });
    const slow = db.$transaction(async (tx) => { await publishPaths(tx, [early]); tookVersion(); await held; }, { timeout: 30_000 });
    await took; // the slow one has its (lower) version, not yet committed
    await db.$transaction((tx) => publishPaths(tx, [late]));
    await until(() => a.batches.flat().includes(late)); // applied: the listener's version is now past `early`'s
    releaseEarly();
    await slow;
    await until(() => a.batches.flat().includes(early)); // on the old rule (version > last applied) this never came
  });

  it('a listener that was stopped during a publish applies it when it starts', async () => {
    const a = await listener();
    await a.stop();
    const path = unique('while-down');
    await db.$transaction((tx) => publishPaths(tx, [path]));
    const b = await listener();
    expect(b.batches.flat()).toContain(path);
  });

  it('applies the pages built without a database once at start, with the publications', async () => {
    const built = unique('built-without-a-database');
    const batches: string[][] = [];
    const l = startPublicationListener({
      databaseUrl: process.env.DATABASE_URL!, atStart: [built],
      apply: async (p) => { batches.push(p.filter((x) => x.startsWith(PREFIX))); },
    });
    stops.push(l.stop);
    await l.ready;
    expect(batches[0]![0]).toBe(built);
    const path = unique('after-start');
    await db.$transaction((tx) => publishPaths(tx, [path]));
    await until(() => batches.slice(1).flat().includes(path));
    expect(batches.slice(1).flat()).not.toContain(built); // the start-up pages only once
  });

  it('gives the same paths again when applying them failed', async () => {
    const a = await listener(1);
    const path = unique('retried');
    await db.$transaction((tx) => publishPaths(tx, [path]));
    await until(() => a.batches.flat().includes(path));
    expect(a.logs.join('\n')).toContain('instance busy');
  });

  it('refuses a path that is not a rendered page', async () => {
    await expect(db.$transaction((tx) => publishPaths(tx, ['/events?x=1']))).rejects.toThrow('Not a publishable path: /events?x=1');
  });
});
