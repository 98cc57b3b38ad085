'use client';
// The internship form's live check that a valid mobile number is not already registered (spec part 2,
// section 5). Each number is asked about once (the endpoint is rate-limited), a moment after typing
// stops; a failed check counts as "not registered". A 409 from the server marks a number taken too.
import { useCallback, useEffect, useState } from 'react';
import { isValidMobile } from '@/lib/kernel/field-rules';
import { isMobileRegistered } from './api';

const DEBOUNCE_MS = 300;

export function useMobileCheck(mobile: string, enabled: boolean) {
  const [known, setKnown] = useState<Record<string, boolean>>({});
  const needed = enabled && isValidMobile(mobile) && !(mobile in known);

  useEffect(() => {
    if (!needed) return;
    const timer = setTimeout(() => {
      isMobileRegistered(mobile).then((taken) => setKnown((k) => ({ ...k, [mobile]: taken })));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [needed, mobile]);

  const markTaken = useCallback((number: string) => setKnown((k) => ({ ...k, [number]: true })), []);
  return { taken: known[mobile] === true, markTaken };
}
