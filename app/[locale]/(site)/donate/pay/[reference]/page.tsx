// /donate/pay/{reference}: how to pay a donation just started: the UPI QR, the link a phone's UPI app opens and the
// form for the UTR; or the gateway's checkout. Works without scripts. Shows no personal data.
import { notFound } from 'next/navigation';
import { paymentView } from '@/lib/donations/payment-view';
import { localizedMetadata } from '@/lib/i18n/metadata';
import { getLocale, getT } from '@/lib/i18n/request-locale';

export const dynamic = 'force-dynamic';
export const generateMetadata = localizedMetadata({ title: 'Donate', robots: { index: false, follow: false } });

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const button = 'inline-block rounded-lg bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-900';

export default async function PayPage({ params, searchParams }: Props) {
  const [{ reference }, query, locale, t] = [await params, await searchParams, await getLocale(), await getT()];
  const view = await paymentView(reference, locale);
  if (!view) notFound();
  const amount = new Intl.NumberFormat('en-IN').format(view.amountRupees);
  const done = view.state === 'confirmed';
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold">{t('Your donation of ₹{amount}', { amount })}</h1>
      <p className="mt-2 text-slate-700">{t('Reference: {reference}', { reference: view.reference })}</p>
      {done ? (
        <p role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-800">{t('Your donation is confirmed. Thank you! The receipt is on its way to your email.')}</p>
      ) : view.state === 'refunded' || view.state === 'failed' ? (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{t('This donation is closed. Please start a new one, or contact us.')}</p>
      ) : view.method === 'upi' ? (
        <>
          {query.utr === 'received' || view.utrGiven ? (
            <p role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4 font-medium text-green-800">{t('Thank you! We will confirm your donation against our bank statement and email your receipt.')}</p>
          ) : null}
          <h2 className="mt-8 font-display text-xl font-semibold">{t('1. Pay by UPI')}</h2>
          <p className="mt-2 text-slate-700">{t('Scan the QR code with any UPI app, or on a phone tap the button. The payment note carries your reference.')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server; nothing to optimise */}
          <img src={view.qr} width={240} height={240} alt={t('UPI QR code for ₹{amount}', { amount })} className="mt-4 rounded-lg border border-slate-200" />
          <p className="mt-4"><a href={view.upiUri} className={button}>{t('Pay ₹{amount} with a UPI app', { amount })}</a></p>
          <h2 className="mt-10 font-display text-xl font-semibold">{t('2. Tell us the UTR')}</h2>
          <form method="post" action={view.utrAction} className="mt-3 grid gap-3">
            <label htmlFor="utr" className="text-sm font-semibold">{t('UPI transaction reference (UTR, 12 digits)')}</label>
            <input id="utr" name="utr" required inputMode="numeric" pattern="[0-9]{12}" maxLength={12} className="block w-full rounded-lg border border-slate-400 px-3 py-2.5" />
            <button type="submit" className={`${button} justify-self-start`}>{t('Send the UTR')}</button>
          </form>
        </>
      ) : view.checkout ? (
        <form method="post" action={view.checkout.action} className="mt-8">
          {Object.entries(view.checkout.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <button type="submit" className={button}>{t('Pay ₹{amount} online', { amount })}</button>
        </form>
      ) : (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 p-4 text-amber-900">{t('Online payment is not available just now. Please give by UPI.')}</p>
      )}
    </section>
  );
}
