// Issue 35: the time from a publish to the page showing it on two instances (two servers of the build on one
// database; lib/publishing's NOTIFY and each instance's revalidation, docs/decisions/025). A gallery caption is
// changed and published through the content store, as the console does, then both instances' /gallery and
// /as/gallery are polled every 50 ms until they show it. Part of `npm run bench`.
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function publishToVisible(databaseUrl: string, instances: string[], rounds = 5) {
  Object.assign(process.env, { DATABASE_URL: databaseUrl, APP_ENV: process.env.APP_ENV ?? 'local' });
  const { saveDraft } = await import('../lib/content-store/drafts');
  const { publish } = await import('../lib/content-store/publishing');
  const { readItem } = await import('../lib/content-store/read');
  const { galleryPhoto } = await import('../lib/content-store/types/gallery_photo');
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const item = await readItem(galleryPhoto, 'gallery-01');
    const id = Date.now().toString(36);
    const caption = `Bench caption ${id}`;
    const captionAs = `বেঞ্চ ${id}`;
    await saveDraft(galleryPhoto, 'gallery-01', { ...item.draft, en: { ...item.draft.en, caption }, as: { ...item.draft.as, caption: captionAs } }, item.version, 'bench@localhost');
    const started = performance.now();
    await publish(galleryPhoto, 'gallery-01', 'bench@localhost');
    const pages = instances.flatMap((url) => [`${url}/gallery`, `${url}/as/gallery`]);
    const want = (page: string) => (page.endsWith('/as/gallery') ? captionAs : caption);
    let pending = pages;
    while (pending.length) {
      const seen = await Promise.all(pending.map(async (p) => (await (await fetch(p)).text()).includes(want(p))));
      pending = pending.filter((_, j) => !seen[j]);
      if (performance.now() - started > 60_000) throw new Error(`not visible after 60 s: ${pending.join(', ')}`);
      if (pending.length) await new Promise((r) => setTimeout(r, 50));
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), max: times.at(-1)! };
}
