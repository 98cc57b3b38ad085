import Link from 'next/link';

export function NotFoundPanel() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">This page took a detour</h1>
      <p className="mt-3 text-slate-600">We could not find the page you were looking for. It may have moved, or the link may be mistyped.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900">Go to the home page</Link>
        <Link href="/contact" className="rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50">Contact us</Link>
      </div>
    </section>
  );
}
