// 403 for a signed-in staff member whose role does not open this page (lib/staff/guard.ts).
import Link from 'next/link';

export default function Forbidden() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">You do not have access to this page</h1>
      <p className="mt-3 text-slate-700">Your role does not include it. Ask an admin if you need it for your work.</p>
      <p className="mt-4"><Link className="font-semibold text-brand-700 underline" href="/staff">Back to the dashboard</Link></p>
    </main>
  );
}
