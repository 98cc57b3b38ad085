'use client';
// What a wizard shows where a list failed to load: the failure in words and a Retry button, distinct from
// an empty list's message.
export function ListRetry({ what, onRetry }: { what: string; onRetry(): void }) {
  return (
    <p role="alert" data-testid="list-retry" className="-mt-1 mb-3 flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      Couldn&apos;t load {what}.
      <button type="button" onClick={onRetry} className="rounded-md border border-red-300 bg-white px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-100">
        Retry
      </button>
    </p>
  );
}
