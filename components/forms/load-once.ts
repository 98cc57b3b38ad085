// Code fetched on demand (a wizard step's schemas, the sending code, a form's resolver): one download shared by
// every caller, and a failed one forgotten, so the next call tries again (a phone that lost its connection for a
// moment is not stuck with the failure until it reloads).
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load().catch((error: unknown) => { loading = undefined; throw error; }));
}
