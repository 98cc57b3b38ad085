// /staff/content: the site's content, one line per type, with how many items lack a translation. Every role reads
// it; editors and admins change it (lib/staff/roles.ts: contentRead, content).
import type { Metadata } from 'next';
import Link from 'next/link';
import { requireStaff } from '@/lib/staff/guard';
import { CONTENT_TYPES } from '@/lib/content-store/registry';
import { listItems } from '@/lib/content-store/read';

export const metadata: Metadata = { title: 'Content' };

export default async function Content() {
  await requireStaff('contentRead', '/staff/content');
  const types = await Promise.all(CONTENT_TYPES.map(async (t) => {
    const items = await listItems(t);
    return { type: t.type, label: t.label, count: items.length, missing: items.filter((i) => i.missing.length).length, unpublished: items.filter((i) => i.state !== 'published').length };
  }));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-2 max-w-3xl text-slate-700">The words and pictures of the public site. Each item has a draft and a published version; publishing shows it on every page that uses it within seconds, in every language.</p>
      {types.length ? (
        <table className="mt-6 w-full border-collapse bg-white text-left text-sm">
          <caption className="sr-only">Content types</caption>
          <thead><tr className="border-b border-slate-300">
            <th scope="col" className="p-2">Type</th><th scope="col" className="p-2">Items</th><th scope="col" className="p-2">Not published as drafted</th><th scope="col" className="p-2">Lacking a translation</th>
          </tr></thead>
          <tbody>{types.map((t) => (
            <tr key={t.type} className="border-b border-slate-200">
              <td className="p-2"><Link href={`/staff/content/${t.type}`} className="font-semibold text-brand-700 underline">{t.label}</Link></td>
              <td className="p-2">{t.count}</td>
              <td className="p-2">{t.unpublished}</td>
              <td className="p-2">{t.missing ? <Link href={`/staff/content/${t.type}?missing=1`} className="text-brand-700 underline">{t.missing}</Link> : 0}</td>
            </tr>
          ))}</tbody>
        </table>
      ) : <p className="mt-6 text-slate-700">No content types yet.</p>}
    </main>
  );
}
