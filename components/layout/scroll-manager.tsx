'use client';
// Page navigation scrolling: with a hash, scroll smoothly to that anchor leaving 80 px for the fixed header
// (after 100 ms on the contact and community pages, whose forms render late); otherwise scroll to the top.
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export const ANCHOR_OFFSET_PX = 80;
export const DELAYED_HASH_PAGES = ['/contact', '/join'];
export const HASH_DELAY_MS = 100;

function scrollToHash(hash: string) {
  const el = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!el) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX, behavior: reduce ? 'auto' : 'smooth' });
}

export function ScrollManager() {
  const pathname = usePathname();

  useEffect(() => {
    const hash = window.location.hash;
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const delay = DELAYED_HASH_PAGES.includes(pathname) ? HASH_DELAY_MS : 0;
    const timer = setTimeout(() => scrollToHash(hash), delay);
    return () => clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const onHash = () => scrollToHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return null;
}
