// The frame of every acknowledgement card (institution, intern, member): logo, title, downloaded date and
// time, the card's status badge, the card body, the director's stamp, the actions, and what printing adds.
// On paper: only the card, a watermark and, after a page break, the terms or instructions page. The spec's
// watermark always said 'VERIFIED'; it now says the real status (lib/cards/card-status.ts), as the badge
// and the /verify page do, so a printed pending card cannot pass for an approved one. At 768 px and below
// the card's two columns stack (the body uses `card-columns`).
//   <CardShell title="Institute Acknowledgement Card" status="pending" terms={INSTITUTE_TERMS} aside={<QrCode .../>}>
//     <DetailsTable rows={...} />
//   </CardShell>
import Image from 'next/image';
import Link from '@/components/i18n/locale-link';
import type { LegalDocument } from '@/lib/content/legal';
import { SITE } from '@/lib/content/site';
import { CARD_STATUS_LABEL, type CardStatus } from '@/lib/cards/card-status';
import { statusTone } from '@/components/ui/status-tone';
import { CardActions } from './card-actions';
import { DirectorStamp } from './director-stamp';
import { PrintTermsPage } from './terms-page';
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorForLocale } from '@/lib/i18n/catalogues';

const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  [data-card] { box-shadow: none !important; border-color: #cbd5e1 !important; }
  [data-card-page] { padding: 0 !important; background: #fff !important; min-height: 0 !important; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
@media (min-width: 769px) { .card-columns { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 1.5rem; align-items: start; } }
@media (max-width: 768px) { .card-columns { display: flex; flex-direction: column-reverse; gap: 1rem; align-items: center; } .card-columns > * { width: 100%; } .card-columns > .card-aside { width: auto; } }
@media print { .card-columns { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 1.5rem; align-items: start; } }
`;

export function formatDownloadedAt(at: Date, locale: Locale = 'en') {
  if (locale === 'en') return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'long', timeStyle: 'short' }).format(at);
  // ICU has no date-and-time pattern for Assamese (it writes an English "at"): date and time apart, joined by the catalogue.
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: 'Asia/Kolkata', ...o }).format(at);
  return translatorForLocale(locale)('{date}, {time}', { date: part({ dateStyle: 'long' }), time: part({ timeStyle: 'short' }) });
}

type Props = {
  title: string;
  /** Shown beside the details (QR code, photo); goes above them when stacked. */
  aside?: React.ReactNode;
  children: React.ReactNode;
  terms: LegalDocument;
  /** The holder's status: shown as a badge, and as the watermark when printed. */
  status: CardStatus;
  downloadedAt?: Date;
  /** Extra buttons next to Back to Home / Download as PDF (the intern card's Log Out). */
  actions?: React.ReactNode;
};

export async function CardShell({ title, aside, children, terms, status, downloadedAt = new Date(), actions }: Props) {
  const [t, locale] = [await getT(), await getLocale()];
  const label = t(CARD_STATUS_LABEL[status]);
  const tone = statusTone(status);
  return (
    <div data-card-page className="min-h-screen bg-brand-50/60 px-3 py-6 sm:px-6">
      <style>{PRINT_CSS}</style>
      <div aria-hidden="true" data-watermark className="pointer-events-none fixed inset-0 z-20 hidden items-center justify-center print:flex">
        {/* Sized to the page: a long label ("PENDING VERIFICATION") wraps onto two lines and stays on the paper. */}
        <span className={`-rotate-[30deg] select-none text-center font-display font-extrabold leading-tight tracking-widest ${label.length > 10 ? 'text-[min(64px,11vw)]' : 'text-[min(110px,20vw)]'} ${tone.watermark}`}>{label}</span>
      </div>
      <article data-card className="relative z-10 mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-md sm:p-8">
        <header className="flex flex-wrap items-center gap-4 border-b-2 border-brand-700 pb-4">
          <Image src="/logo.svg" alt={`${SITE.name} logo`} width={56} height={56} unoptimized />
          {/* At least 13rem for the title: on a narrow phone the badge wraps under it rather than over it. */}
          <div className="min-w-0 flex-1 basis-52">
            <p className="font-display text-sm font-bold uppercase tracking-wide text-brand-800">{SITE.name}</p>
            <h1 className="font-display text-xl font-bold text-ink [overflow-wrap:anywhere] sm:text-2xl">{t(title)}</h1>
          </div>
          <p data-card-status={status} className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide ring-1 ${tone.badge}`}>
            <span className="sr-only">{t('Status:')} </span>{label}
          </p>
          <p className="w-full text-xs text-slate-600 sm:w-auto">
            {t('Downloaded:')} <time dateTime={downloadedAt.toISOString()}>{formatDownloadedAt(downloadedAt, locale)}</time>
          </p>
        </header>
        <div className="card-columns mt-5">
          <div className="min-w-0">{children}</div>
          {aside && <div className="card-aside flex flex-col items-center gap-2">{aside}</div>}
        </div>
        <footer className="mt-6 flex items-end justify-end border-t border-slate-200 pt-4">
          {/* Signature and seal say the foundation vouches for the holder: on an approved card only (issue 34). */}
          {status === 'approved' ? <DirectorStamp /> : status === 'pending' ? (
            <p data-unsigned className="max-w-sm text-right text-sm text-slate-700">{t("Not signed yet: the Director's signature and seal are added once the foundation approves the registration.")}</p>
          ) : null}
        </footer>
      </article>
      <CardActions>{actions}</CardActions>
      <PrintTermsPage document={terms} />
    </div>
  );
}

/** The message a card page shows instead of the card ("Loading..." is never needed: cards render on the server). */
export async function CardError({ message, children }: { message: string; /** A way on, e.g. a link to the form. */ children?: React.ReactNode }) {
  const t = await getT();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-brand-50/60 px-4 text-center">
      <p role="alert" className="max-w-md rounded-lg border border-red-200 bg-white px-5 py-4 text-sm font-semibold text-red-700 shadow-sm">{t('Error: {message}', { message: t(message) })}</p>
      {children}
      <Link href="/" className="text-sm font-semibold text-brand-700 underline">{t('Back to Home')}</Link>
    </div>
  );
}
