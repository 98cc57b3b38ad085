// /donate/problem: where the donation form sent without scripts comes back when it is refused
// (lib/donations/without-scripts.ts). The address names fields and codes from fixed lists, never a message.
import Link from '@/components/i18n/locale-link';
import { DONATION_MESSAGES } from '@/lib/donations/rules';
import { PROBLEM_CODES, PROBLEM_FIELDS, TOO_MANY_DONATIONS } from '@/lib/donations/without-scripts';
import { GATEWAY_DOWN } from '@/lib/donations/gateway';
import { requiredMessage } from '@/lib/kernel/text';
import { UTR_MESSAGES } from '@/lib/donations/utr';
import { GATEWAY_MESSAGES } from '@/lib/donations/gateway-payment';
import { ONLINE_OFF } from '@/lib/donations/create-donation';
import { REFERENCE_FORMAT } from '@/lib/donations/reference';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getT } from '@/lib/i18n/request-locale';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Donate', robots: { index: false, follow: false } });

const FIELD_MESSAGES: Record<(typeof PROBLEM_FIELDS)[number], string> = {
  amount: DONATION_MESSAGES.amount, campaign: DONATION_MESSAGES.campaign, name: requiredMessage('Name'), email: DONATION_MESSAGES.email,
  mobile: DONATION_MESSAGES.mobile, address: requiredMessage('Address'), pan: DONATION_MESSAGES.pan, indian_citizen: DONATION_MESSAGES.citizen,
  method: DONATION_MESSAGES.method, utr: DONATION_MESSAGES.utr,
};
const CODE_MESSAGES: Record<(typeof PROBLEM_CODES)[number], string> = {
  utr_taken: UTR_MESSAGES.taken, donation_not_awaiting: UTR_MESSAGES.closed, rate_limited: TOO_MANY_DONATIONS,
  online_payment_off: ONLINE_OFF, gateway_unavailable: GATEWAY_DOWN,
  payment_not_verified: GATEWAY_MESSAGES.badSignature, payment_not_captured: GATEWAY_MESSAGES.notCaptured, amount_mismatch: GATEWAY_MESSAGES.amountMismatch,
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function DonateProblemPage({ searchParams }: Props) {
  const [query, t] = [await searchParams, await getT()];
  const fields = one(query.fields).split(',').filter((f): f is keyof typeof FIELD_MESSAGES => Object.hasOwn(FIELD_MESSAGES, f));
  const code = one(query.code);
  const messages = [...fields.map((f) => FIELD_MESSAGES[f]), ...(Object.hasOwn(CODE_MESSAGES, code) ? [CODE_MESSAGES[code as keyof typeof CODE_MESSAGES]] : [])];
  const reference = REFERENCE_FORMAT.test(one(query.reference)) ? one(query.reference) : null;
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold">{t('Please check your donation')}</h1>
      <ul role="alert" className="mt-6 list-disc space-y-2 rounded-lg border border-red-200 bg-red-50 p-5 pl-9 text-red-900">
        {(messages.length ? messages : ['Sorry, that did not work. Please try again.']).map((m, i) => <li key={i}>{t(m)}</li>)}
      </ul>
      <p className="mt-6">
        <Link href={reference ? `/donate/pay/${reference}` : '/donate#give'} className="font-semibold text-brand-800 underline">{reference ? t('Back to your donation') : t('Back to the donation form')}</Link>
      </p>
    </section>
  );
}
