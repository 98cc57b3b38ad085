'use client';
// Youth Spotlight: one story at a time, advancing every 5 seconds; the theme filter (All, Civic, Health,
// Environment) starts again at the first story. Rotation pauses on hover or focus, and can be stopped.
import Image from 'next/image';
import { useEffect, useState } from 'react';
import { SPOTLIGHT_THEMES, type SpotlightFilter, type SpotlightStory, type SPOTLIGHT_WORDS } from '@/lib/content/impact';

export const SPOTLIGHT_ROTATION_MS = 5000;

/** The carousel's words and themes, translated by the page (a server component's t()): no catalogue travels. */
export type SpotlightWords = Record<keyof typeof SPOTLIGHT_WORDS, string> & { themes: Record<SpotlightFilter, string> };

/** `stories` are already in the page's language; `theme` stays the English value the filter compares. */
export function SpotlightCarousel({ stories: all, words }: { stories: readonly SpotlightStory[]; words: SpotlightWords }) {
  const [filter, setFilter] = useState<SpotlightFilter>('All');
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const stories = filter === 'All' ? all : all.filter((s) => s.theme === filter);
  const story = stories[index % stories.length];
  const paused = stopped || hovered;

  useEffect(() => {
    if (paused || stories.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % stories.length), SPOTLIGHT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, stories.length, filter]);

  const choose = (f: SpotlightFilter) => { setFilter(f); setIndex(0); };

  return (
    <div onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)} onFocus={() => setHovered(true)} onBlur={() => setHovered(false)}>
      <div role="group" aria-label={words.filter} className="flex flex-wrap gap-2">
        {SPOTLIGHT_THEMES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={filter === t}
            onClick={() => choose(t)}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${filter === t ? 'bg-brand-800 text-white' : 'border border-brand-800 bg-white text-brand-800 hover:bg-brand-50'}`}
          >
            {words.themes[t]}
          </button>
        ))}
      </div>
      {/* Staff may hide every story of a theme (issue 35): the filter then shows none. */}
      {story && (
        <article aria-roledescription="slide" aria-label={words.slide.replace('{n}', String(index + 1)).replace('{total}', String(stories.length))} aria-live={paused ? 'polite' : 'off'} data-testid="spotlight-story" className="mt-6 grid gap-6 rounded-2xl bg-white p-6 shadow-sm md:grid-cols-[220px_1fr] md:p-8">
          <div className="relative mx-auto aspect-square w-44 overflow-hidden rounded-2xl md:w-full">
            <Image key={story.id} src={story.image} alt={words.portrait.replace('{name}', story.name)} fill sizes="(min-width: 768px) 220px, 176px" className="object-cover" />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{words.themes[story.theme]}</p>
            <blockquote lang={story.lang?.story} className="mt-2 text-lg text-slate-800">“{story.story}”</blockquote>
            <p lang="en" className="mt-4 font-display text-lg font-semibold">{story.name}</p>
            <p lang={story.lang?.place} className="text-sm text-slate-600">{story.place}</p>
          </div>
        </article>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => setIndex((i) => (i - 1 + stories.length) % stories.length)} className="rounded-full border border-brand-800 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">{words.previous}</button>
        <button type="button" onClick={() => setIndex((i) => (i + 1) % stories.length)} className="rounded-full border border-brand-800 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">{words.next}</button>
        <button type="button" aria-pressed={stopped} onClick={() => setStopped((s) => !s)} className="rounded-full px-4 py-2 text-sm font-semibold text-brand-800 underline hover:bg-brand-50">
          {stopped ? words.resume : words.pause}
        </button>
        <span className="text-sm text-slate-600">{index % stories.length + 1} / {stories.length}</span>
      </div>
    </div>
  );
}
