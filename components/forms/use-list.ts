'use client';
// One list from the API (colleges, districts, courses...) with its state: loading, ready, or failed, and a
// retry. A failed load is not an empty list: on a flaky phone connection "No approved institution yet"
// would send a student away, while "Couldn't load colleges. Retry" keeps them (<ListRetry/>).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type ListState<T> = { items: T[]; status: ListStatus; retry(): void };

/**
 * Loads the list named `key` with `load` (which throws on failure); a new key loads again, a null key
 * loads nothing. `load` may be a new function on every render: the key says when to load.
 */
export function useList<T>(key: string | null, load: () => Promise<T[]>): ListState<T> {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; attempt: number; items: T[] | null } | null>(null);
  const loader = useRef(load);
  useEffect(() => { loader.current = load; });

  useEffect(() => {
    if (!key) return;
    let live = true;
    // A transition: a form full of options renders in slices between the person's keystrokes and taps,
    // instead of one long task as each list arrives (three arrive while the internship form starts).
    const settle = (items: T[] | null) => { if (live) startTransition(() => setResult({ key, attempt, items })); };
    loader.current().then(settle, (e) => { console.warn(`Could not load ${key}`, e); settle(null); });
    return () => { live = false; };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const settled = result !== null && result.key === key && result.attempt === attempt;
  const status: ListStatus = !key ? 'idle' : !settled ? 'loading' : result.items ? 'ready' : 'failed';
  return { items: settled && result.items ? result.items : [], status, retry };
}
