'use client';
// The lists the wizard offers: approved institutions, categories and streams (loaded once), and the
// courses of the chosen category and stream. Failures are only logged (spec part 2, section 8).
import { useEffect, useState } from 'react';
import { hasCourses } from '@/lib/validation/courses';
import { fetchCategories, fetchCourses, fetchStreams, fetchVerifiedInstitutions, type Option, type VerifiedInstitution } from './api';

export function useReferenceLists() {
  const [institutions, setInstitutions] = useState<VerifiedInstitution[]>([]);
  const [categories, setCategories] = useState<Option[]>([]);
  const [streams, setStreams] = useState<Option[]>([]);
  const [loadingInstitutions, setLoadingInstitutions] = useState(true);

  useEffect(() => {
    fetchVerifiedInstitutions().then(setInstitutions).finally(() => setLoadingInstitutions(false));
    fetchCategories().then(setCategories);
    fetchStreams().then(setStreams);
  }, []);

  return { institutions, loadingInstitutions, categories, streams };
}

export const nameOf = (options: Option[], id: string) => options.find((o) => String(o.id) === id)?.name;

/**
 * Courses load only once a category and a stream are chosen and the category is Graduation or
 * Post-Graduation. A new category or stream gives a new key, so the old list is gone at once.
 */
export function useCourses(categoryId: string, categoryName: string | undefined, streamId: string) {
  const wanted = Boolean(categoryId && streamId && hasCourses(categoryName));
  const key = wanted ? `${categoryId}:${streamId}` : '';
  const [loaded, setLoaded] = useState<{ key: string; courses: Option[] }>({ key: '', courses: [] });

  useEffect(() => {
    if (!key) return;
    let live = true;
    const [c, s] = key.split(':');
    fetchCourses(c, s).then((courses) => { if (live) setLoaded({ key, courses }); });
    return () => { live = false; };
  }, [key]);

  const ready = Boolean(key) && loaded.key === key;
  return { wanted, loading: wanted && !ready, courses: ready ? loaded.courses : [] };
}
