// The intern's internship on their profile (issue 37): where they stand on the road, the one thing to do next
// with its deadline in India time, and the form for it. Rendered on the server; every form works without
// scripts (./internship-form.tsx). The weekly logs are listed below, newest first.
import { getLocale, getT } from '@/lib/i18n/request-locale';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';
import { INTERNSHIP_RULES } from '@/lib/internships/rules';
import { acceptAttribute, DOCUMENT_RULES, formatList, MAX_UPLOAD_LABEL } from '@/lib/kernel/upload-rules';
import { InternshipForm } from './internship-form';
import { SummaryField } from './summary-field';
import { stationOf, sundayOf, weekNumber, type MyInternship } from './road';
import { INTERNSHIP_TEXTS } from './texts';
import { outcomeMessage } from '@/lib/internships/form-outcome';

const API = '/api/v1/my-internship';
const button = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold';
const primary = `${button} bg-brand-800 text-white hover:bg-brand-900`;
const secondary = `${button} border border-brand-800 text-brand-800 hover:bg-brand-50`;
const input = 'min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';
const label = 'mb-1 block text-sm font-semibold text-slate-800';

const dateFormat = (locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeZone: 'UTC' });
const deadlineFormat = (locale: Locale) => new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export async function InternshipPanel({ internship, outcome }: { internship: MyInternship; outcome: { done?: string; refused?: string } }) {
  const [t, locale] = [await getT(), await getLocale()];
  const day = (ymd: string) => dateFormat(locale).format(new Date(`${ymd}T00:00:00Z`));
  const week = (monday: string) => t('Week {n}: {from} to {to}', { n: weekNumber(internship, monday), from: day(monday), to: day(sundayOf(monday)) });
  const at = stationOf(internship);
  const said = outcomeMessage(outcome);
  return (
    <section id="internship" aria-labelledby="internship-heading" className="mb-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="internship-heading" className="font-display text-xl font-bold text-ink">{t('Your internship')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        <strong className="text-ink">{internship.title}</strong>{' · '}
        {t('from {date}', { date: day(internship.start_date) })}{' · '}
        {t('{weeks} weeks, at least {hours} hours a week', { weeks: internship.weeks, hours: internship.min_hours_per_week })}
      </p>
      <ol aria-label={t('The internship road')} className="mt-4 grid grid-cols-2 gap-2 text-xs sm:grid-cols-4">
        {INTERNSHIP_TEXTS.stations.map((s, i) => (
          <li key={s} aria-current={i === at ? 'step' : undefined}
            className={`rounded-lg px-3 py-2 font-semibold ${i < at ? 'bg-green-50 text-green-800' : i === at ? 'bg-brand-800 text-white' : 'bg-slate-100 text-slate-600'}`}>
            <span aria-hidden="true">{i < at ? '✓ ' : `${i + 1}. `}</span>{t(s)}
          </li>
        ))}
      </ol>
      {said ? <p role={said.kind === 'done' ? 'status' : 'alert'} className={`mt-4 rounded-lg px-3 py-2 text-sm font-medium ${said.kind === 'done' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}>{t(said.message)}</p> : null}
      <div className="mt-5 rounded-xl bg-brand-50/70 p-4" data-testid="internship-next">
        <Next internship={internship} t={t} week={week} locale={locale} />
      </div>
      {internship.logs.length ? (
        <div className="mt-6">
          <h3 className="font-display text-base font-bold text-ink">{t('Weekly hours')}</h3>
          <p className="mt-1 text-sm text-slate-700">{t('Approved: {hours} of the {needed} hours needed.', { hours: internship.approved_hours, needed: internship.needed_hours })}</p>
          <ul className="mt-3 grid gap-2">
            {[...internship.logs].sort((a, b) => b.week_start.localeCompare(a.week_start)).map((l) => (
              <li key={l.week_start} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                <p className="font-semibold text-ink">{week(l.week_start)}</p>
                <p className="text-slate-700">{t('{hours} hours', { hours: l.hours })} · {t(INTERNSHIP_TEXTS.logStatus[l.status])}</p>
                {l.note ? <p className="mt-1 text-slate-700">{t('Note from your supervisor: {note}', { note: l.note })}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

type Translator = Awaited<ReturnType<typeof getT>>;

function Next({ internship, t, week, locale }: { internship: MyInternship; t: Translator; week: (m: string) => string; locale: Locale }) {
  const { deadline } = internship.next;
  // A completed internship's certificate is offered whatever the wire's step says (a reissue changes the number).
  const step = internship.state === 'completed' && internship.certificate ? 'download_certificate' : internship.next.step;
  const due = (deadline: string | undefined) => deadline
    ? <p className="mt-1 text-sm font-semibold text-red-800">{t('Deadline: {when} (India time)', { when: deadlineFormat(locale).format(new Date(deadline)) })}</p>
    : null;
  const heading = (text: string) => <h3 className="font-display text-lg font-bold text-ink">{text}</h3>;
  switch (step) {
    case 'answer_offer':
      return (
        <>
          {heading(t('Next: accept or decline the offer'))}
          {due(deadline)}
          <p className="mt-2 text-sm text-slate-700">{t('After accepting, upload your college\'s approval letter by the deadline, or the offer is withdrawn.')}</p>
          <InternshipForm action={`${API}/accept`} label={t('Accept the offer')} className="mt-3">
            <button type="submit" className={primary}>{t('Accept the offer')}</button>
          </InternshipForm>
          <details className="mt-3">
            <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-800">{t('Decline the offer…')}</summary>
            <InternshipForm action={`${API}/decline`} label={t('Decline the offer')} className="mt-2 grid gap-3">
              <div>
                <label htmlFor="decline-reason" className={label}>{t('Reason (optional)')}</label>
                <textarea id="decline-reason" name="reason" rows={3} maxLength={INTERNSHIP_RULES.reasonMax} className={input} />
              </div>
              <p><button type="submit" className={secondary}>{t('Decline the offer')}</button></p>
            </InternshipForm>
          </details>
        </>
      );
    case 'upload_letter': {
      const returned = internship.letter?.status === 'returned' ? internship.letter.return_reason : null;
      return (
        <>
          {heading(t('Next: upload your college\'s approval letter'))}
          {due(deadline)}
          {returned ? <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('Your letter was returned: {reason}', { reason: returned })}</p> : null}
          <InternshipForm action={`${API}/approval-letter`} upload label={t('Upload the approval letter')} className="mt-3 grid gap-3">
            <div>
              <label htmlFor="approval-letter" className={label}>{t('Approval letter ({formats}, up to {size})', { formats: formatList(DOCUMENT_RULES.institutionProof), size: MAX_UPLOAD_LABEL })}</label>
              <input id="approval-letter" name="file" type="file" required accept={acceptAttribute(DOCUMENT_RULES.institutionProof)} className={`${input} file:mr-3 file:rounded-full file:border-0 file:bg-brand-100 file:px-3 file:py-1.5 file:font-semibold`} />
            </div>
            <p><button type="submit" className={primary}>{t('Upload the letter')}</button></p>
          </InternshipForm>
        </>
      );
    }
    case 'wait_letter_review':
      return <>{heading(t('Next: wait while we check your letter'))}<p className="mt-2 text-sm text-slate-700">{t('You will get an email once it is checked.')}</p></>;
    case 'log_week': {
      const weeks = internship.loggable_weeks;
      const first = internship.next.week_start ?? weeks[0]!;
      // A returned log is sent again corrected: its values are filled in, with the supervisor's note.
      const returned = internship.logs.find((l) => l.week_start === first && l.status === 'returned');
      return (
        <>
          {heading(returned ? t('Next: correct the returned week and send it again') : t('Next: log your hours for a week'))}
          {returned?.note ? <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">{t('Note from your supervisor: {note}', { note: returned.note })}</p> : null}
          <p className="mt-1 text-sm text-slate-700">{t('Log each week once it has started: Monday to Sunday, India time.')}</p>
          <InternshipForm action={`${API}/logs`} numbers={['hours']} label={t('Log a week')} className="mt-3 grid gap-3">
            <div>
              <label htmlFor="log-week" className={label}>{t('Week')}</label>
              <select id="log-week" name="week_start" defaultValue={first} className={input}>
                {weeks.map((m) => <option key={m} value={m}>{week(m)}</option>)}
              </select>
            </div>
            <div>
              <label htmlFor="log-hours" className={label}>{t('Hours worked ({min} to {max})', { min: INTERNSHIP_RULES.logHoursMin, max: INTERNSHIP_RULES.logHoursMax })}</label>
              <input id="log-hours" name="hours" type="number" inputMode="numeric" required min={INTERNSHIP_RULES.logHoursMin} max={INTERNSHIP_RULES.logHoursMax} step={1}
                defaultValue={returned?.hours} className={`${input} max-w-32`} />
            </div>
            <SummaryField id="log-summary" min={INTERNSHIP_RULES.summaryMin} max={INTERNSHIP_RULES.summaryMax} defaultValue={returned?.summary ?? ''} />
            <p><button type="submit" className={primary}>{t('Send for review')}</button></p>
          </InternshipForm>
        </>
      );
    }
    case 'wait_log_review':
      return <>{heading(t('Next: wait for your supervisor to check your hours'))}<p className="mt-2 text-sm text-slate-700">{t('Every week that has started is logged. Come back next Monday to log the new week.')}</p></>;
    case 'wait_completion':
      return <>{heading(t('Next: wait for completion'))}<p className="mt-2 text-sm text-slate-700">{t('Once the weeks have passed and {needed} hours are approved, your internship completes and your certificate is issued.', { needed: internship.needed_hours })}</p></>;
    case 'download_certificate':
      return internship.certificate?.revoked ? (
        <>
          {heading(t('Your certificate was revoked'))}
          <p className="mt-1 text-sm text-slate-700">{t('Certificate {number} was revoked, so it can no longer be downloaded.', { number: internship.certificate.number })}</p>
          <p className="mt-2 text-sm text-slate-700">{t('If you think this is a mistake, write to us: the foundation can issue a corrected certificate.')}</p>
          <p className="mt-3 text-sm"><a href={internship.certificate.verify_url} className="font-semibold text-brand-800 underline">{t('Anyone can check it here')}</a></p>
        </>
      ) : internship.certificate ? (
        <>
          {heading(t('Completed: download your certificate'))}
          <p className="mt-1 text-sm text-slate-700">{t('Certificate number {number}', { number: internship.certificate.number })}</p>
          <p className="mt-3 flex flex-wrap gap-3">
            <a href={`${API}/certificate.pdf`} download className={primary}>{t('Download the certificate (PDF)')}</a>
            <a href={`${API}/certificate.json`} download className={secondary}>{t('Download the signed credential (Open Badges)')}</a>
          </p>
          <p className="mt-3 text-sm"><a href={internship.certificate.verify_url} className="font-semibold text-brand-800 underline">{t('Anyone can check it here')}</a></p>
        </>
      ) : null;
    case 'none': {
      const state = internship.state as keyof typeof INTERNSHIP_TEXTS.closed;
      const reason = internship.decline_reason ?? internship.end_reason;
      return Object.hasOwn(INTERNSHIP_TEXTS.closed, state) ? (
        <>{heading(t(INTERNSHIP_TEXTS.closed[state]))}{reason ? <p className="mt-2 text-sm text-slate-700">{t('Reason: {reason}', { reason })}</p> : null}</>
      ) : null;
    }
  }
}
