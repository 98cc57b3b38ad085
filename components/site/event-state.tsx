'use client';
// Whether an event is past, by India's date. /events is a static page (its scripts load after the first paint,
// docs/decisions/016: re-rendering it on the server would drop that), so the server decides by the day it was
// built and the browser decides again by today once React runs. Without scripts, a page built before an event
// may still offer to register for it; it never calls a past event upcoming for long, as each deploy rebuilds it.
import { todayInIndia } from '@/lib/kernel/age';
import { useHydrated } from '@/components/forms/before-scripts';

import type { EVENT_STATE } from '@/lib/content/events';

/** The words for an event's state (lib/content/events.ts), translated by the page (a server component's t()). */
export type EventStateWords = Record<keyof typeof EVENT_STATE, string>;

function useIsPast(date: string, builtOn: string) {
  const today = useHydrated() ? todayInIndia() : builtOn;
  return date < today; // both yyyy-mm-dd
}

/** The featured event's way to register, or that it has taken place. */
export function EventRegistration({ date, builtOn, register, words }: { date: string; builtOn: string; register: React.ReactNode; words: EventStateWords }) {
  if (!useIsPast(date, builtOn)) return register;
  return <p className="mt-6 inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-brand-100">{words.tookPlace}</p>;
}

/** "Past event" or "Upcoming" beside an event in the calendar. */
export function EventWhen({ date, builtOn, words }: { date: string; builtOn: string; words: EventStateWords }) {
  const past = useIsPast(date, builtOn);
  return <span className={past ? 'text-slate-600' : 'text-green-800'}>{past ? words.past : words.upcoming}</span>;
}
