// The result of a submission: a confirmation (role=status) or an error (role=alert).
export type Outcome = { kind: 'success' | 'error'; message: string } | null;

export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'success' && (
          <p className="rounded-lg border border-green-700 bg-green-50 px-4 py-3 font-medium text-green-800">{outcome.message}</p>
        )}
      </div>
      <div role="alert">
        {outcome?.kind === 'error' && (
          <p className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800">{outcome.message}</p>
        )}
      </div>
    </>
  );
}
