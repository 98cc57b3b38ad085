// A full-screen spinner over the page while something that must not be interrupted runs (submitting).
export function FullScreenSpinner({ label = 'Please wait…' }: { label?: string }) {
  return (
    <div role="status" aria-live="assertive" className="no-print fixed inset-0 z-[80] flex flex-col items-center justify-center gap-3 bg-white/75 backdrop-blur-sm">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="text-sm font-semibold text-brand-900">{label}</span>
    </div>
  );
}
