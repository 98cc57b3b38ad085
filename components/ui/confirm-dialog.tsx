'use client';
// A yes/no question in a modal dialog: role=dialog, aria-modal, focus starts on "No", Tab stays inside,
// Escape or a click on the backdrop answers No, and focus returns to where it was.
//   <ConfirmDialog open={asking} message="Are you sure?" onConfirm={submit} onCancel={() => setAsking(false)} />
import { useEffect, useId, useRef } from 'react';

/** The question every registration wizard asks before it sends (spec part 2, section 8). */
import { useT } from '@/components/i18n/i18n-provider';

export const SUBMIT_QUESTION = { title: 'Submit registration?', message: 'You can’t make further changes to the application. Are you sure you want to submit?' } as const;

type Props = { open: boolean; title?: string; message: string; confirmLabel?: string; cancelLabel?: string; onConfirm(): void; onCancel(): void };

export function ConfirmDialog({ open, title = 'Please confirm', message, confirmLabel = 'Yes', cancelLabel = 'No', onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const t = useT();
  const messageId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLButtonElement>('[data-cancel]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') { e.preventDefault(); onCancel(); return; }
      if (e.key !== 'Tab' || !ref.current) return;
      const buttons = [...ref.current.querySelectorAll<HTMLButtonElement>('button')];
      const first = buttons[0];
      const last = buttons[buttons.length - 1];
      if (e.shiftKey && document.activeElement === first) { e.preventDefault(); last.focus(); }
      else if (!e.shiftKey && document.activeElement === last) { e.preventDefault(); first.focus(); }
    };
    document.addEventListener('keydown', onKey);
    return () => { document.removeEventListener('keydown', onKey); previous?.focus?.(); };
  }, [open, onCancel]);

  if (!open) return null;
  return (
    <div className="no-print fixed inset-0 z-[85] flex items-center justify-center bg-slate-900/50 p-4" onMouseDown={(e) => { if (e.target === e.currentTarget) onCancel(); }}>
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId} className="w-full max-w-sm rounded-xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="font-display text-lg font-bold text-ink">{t(title)}</h2>
        <p id={messageId} className="mt-2 text-sm text-slate-700">{t(message)}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" data-cancel onClick={onCancel} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">{t(cancelLabel)}</button>
          <button type="button" onClick={onConfirm} className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">{t(confirmLabel)}</button>
        </div>
      </div>
    </div>
  );
}
