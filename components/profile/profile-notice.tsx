// A message in place of the profile: missing query parameters, someone else's profile, or a load failure.
import type { Message } from '@/lib/kernel/message';
import Link from '@/components/i18n/locale-link';
import { getT } from '@/lib/i18n/request-locale';

type Action = { href: string; label: string };

export async function ProfileNotice({ message, detail, actions, alert = false }: { message: string | Message; detail?: string; actions: Action[]; alert?: boolean }) {
  const t = await getT(); // the texts are English, shown in the page's language
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 role={alert ? 'alert' : undefined} className="font-display text-2xl font-bold text-ink sm:text-3xl">{t(message)}</h1>
      {detail && <p className="mt-3 text-slate-700">{t(detail)}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions.map((a, i) => (
          <Link
            key={a.href}
            href={a.href}
            className={i === 0
              ? 'rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900'
              : 'rounded-full border border-brand-800 px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50'}
          >
            {t(a.label)}
          </Link>
        ))}
      </div>
    </section>
  );
}
