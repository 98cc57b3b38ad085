'use client';
// False during prerender and hydration, true afterwards: lets a component read the browser pathname
// (which differs from the prerendered /guest/... path, see proxy.ts) without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export const useMounted = () => useSyncExternalStore(subscribe, () => true, () => false);
