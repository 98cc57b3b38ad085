'use client';
// What the intern did in the week, with a running count of characters against the limits (20 to 1,000).
// Without scripts the hint states the limits and the browser's minlength/maxlength keep them.
import { useState } from 'react';
import { useT } from '@/components/i18n/i18n-provider';

export function SummaryField({ min, max, defaultValue = '', id }: { min: number; max: number; defaultValue?: string; id: string }) {
  const t = useT();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">{t('What you did this week')}</label>
      <textarea
        id={id} name="summary" required minLength={min} maxLength={max} rows={5} defaultValue={defaultValue}
        aria-describedby={`${id}-count`} onChange={(e) => setLength(e.target.value.length)}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <p id={`${id}-count`} className={`mt-1 text-xs ${length > 0 && length < min ? 'text-red-700' : 'text-slate-600'}`}>
        {t('{count} of {max} characters (at least {min}).', { count: length, max, min })}
      </p>
    </div>
  );
}
