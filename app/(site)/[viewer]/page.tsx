import Link from 'next/link';
import { HERO, HOME_COUNTERS } from '@/lib/content/home';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="font-display text-4xl font-bold">{HERO.headline}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{HERO.subheadline}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/intern" className="rounded-full bg-brand-800 px-5 py-3 font-semibold text-white">Register as Intern</Link>
        <Link href="/institute-registration" className="rounded-full bg-brand-800 px-5 py-3 font-semibold text-white">Register Institute</Link>
        <Link href="/member" className="rounded-full bg-brand-800 px-5 py-3 font-semibold text-white">Become a Member</Link>
      </div>
      <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4">
        {HOME_COUNTERS.map((c) => (
          <div key={c.label}>
            <dt className="text-sm text-slate-600">{c.label}</dt>
            <dd className="font-display text-3xl font-bold text-brand-800">{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
