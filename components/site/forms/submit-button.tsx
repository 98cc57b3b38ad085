import { useT } from '@/components/i18n/i18n-provider';

/** A form's submit button; a text label is shown in the page's language. */
export function SubmitButton({ busy, children, busyLabel = 'Sending…' }: { busy: boolean; children: React.ReactNode; busyLabel?: string }) {
  const t = useT();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className="inline-flex items-center justify-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? t(busyLabel) : typeof children === 'string' ? t(children) : children}
    </button>
  );
}
