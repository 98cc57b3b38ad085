// /volunteer/sent and /mentor/sent: where the form sent without scripts lands (lib/public-forms/help-offer-without-scripts.ts).
// Plain, it thanks; with ?fields= or ?code= from the fixed lists, it names what to correct and links back.
import Link from '@/components/i18n/locale-link';
import { HELP_OFFER_SENT } from '@/lib/content/help-offers';
import { HELP_OFFER_THANKS } from '@/lib/public-forms/help-offer';
import { HELP_OFFER_PROBLEMS, TOO_MANY_OFFERS } from '@/lib/public-forms/help-offer-without-scripts';
import type { HelpOfferKind } from '@/lib/public-forms/help-offer-schema';
import { getT } from '@/lib/i18n/request-locale';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export async function HelpOfferSent({ kind, query }: { kind: HelpOfferKind; query: Query }) {
  const t = await getT();
  const fields = one(query.fields).split(',').filter((f): f is keyof typeof HELP_OFFER_PROBLEMS => Object.hasOwn(HELP_OFFER_PROBLEMS, f));
  const problems = [...fields.map((f) => HELP_OFFER_PROBLEMS[f]), ...(one(query.code) === 'rate_limited' ? [TOO_MANY_OFFERS] : [])];
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold">{t(problems.length ? HELP_OFFER_SENT.problemTitle : HELP_OFFER_SENT.title)}</h1>
      {problems.length ? (
        <ul role="alert" className="mt-6 list-disc space-y-2 rounded-lg border border-red-200 bg-red-50 p-5 pl-9 text-red-900">
          {problems.map((m, i) => <li key={i}>{t(m)}</li>)}
        </ul>
      ) : (
        <p role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-800">{t(HELP_OFFER_THANKS[kind])}</p>
      )}
      <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        {problems.length > 0 && <Link href={`/${kind}#offer`} className="font-semibold text-brand-800 underline">{t(HELP_OFFER_SENT.back)}</Link>}
        <Link href="/get-involved" className="font-semibold text-brand-800 underline">{t(HELP_OFFER_SENT.more)}</Link>
      </p>
    </section>
  );
}
