export function SubmitButton({ busy, children, busyLabel = 'Sending…' }: { busy: boolean; children: React.ReactNode; busyLabel?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy || undefined}
      className="inline-flex items-center justify-center rounded-full bg-brand-800 px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-900 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
