'use client';
// One step of the internship road in the profile (accept, decline, the letter, a week's log). Before and
// without scripts it is a plain form posting to the same handler as the API (form-urlencoded, or multipart for
// the letter), which answers with a redirect back to the profile and a fixed outcome in the address. With
// scripts it sends through the one browser client (JSON, or the file as multipart), says what happened here,
// and redraws the profile from the server: the next step appears in place.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { callApi } from '@/lib/client/api-client';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { withLang } from '@/lib/i18n/api-language';
import { FAILED } from '@/components/forms/password/outcome';

type Props = {
  /** The handler, e.g. /api/v1/my-internship/accept. */
  action: string;
  /** The letter: sent as multipart with its file; everything else as JSON. */
  upload?: boolean;
  /** Fields sent as numbers in JSON (hours). */
  numbers?: readonly string[];
  /** The form's accessible name, already in the page's language. */
  label: string;
  className?: string;
  children: React.ReactNode;
};

export function InternshipForm({ action, upload = false, numbers = [], label, className, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string; fields: Record<string, string> } | null>(null);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const data = new FormData(e.currentTarget);
    const json = Object.fromEntries([...data.entries()].map(([k, v]) => [k, numbers.includes(k) && v !== '' ? Number(v) : v]));
    const answer = await callApi(action, upload ? { form: data, locale } : { json, locale });
    setBusy(false);
    setOutcome({ ok: answer.ok, message: answer.message ?? FAILED, fields: answer.ok ? {} : answer.fields });
    if (answer.ok) router.refresh();
  };

  return (
    <form
      method="post"
      action={withLang(action, locale)}
      encType={upload ? 'multipart/form-data' : 'application/x-www-form-urlencoded'}
      onSubmit={onSubmit}
      aria-label={label}
      aria-busy={busy}
      className={className}
    >
      {children}
      <div aria-live="polite" className="empty:hidden">
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={`mt-3 rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-700'}`}>
            {outcome.ok ? outcome.message : t(outcome.message)}
            {Object.values(outcome.fields).filter((m) => m !== outcome.message).map((m) => <span key={m} className="block">{m}</span>)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
