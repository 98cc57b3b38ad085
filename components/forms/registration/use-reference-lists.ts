'use client';
// The lists the wizard offers: approved institutions, categories and streams (loaded once), and the
// courses of the chosen category and stream. A failed load shows a retry (useList), never an empty list.
import { hasCourses } from '@/lib/reference/courses';
import { useList } from '../use-list';
import { fetchCategories, fetchCourses, fetchStreams, fetchVerifiedInstitutions, type Option } from './api';

export function useReferenceLists() {
  const institutions = useList('institutions', fetchVerifiedInstitutions);
  const categories = useList('categories', fetchCategories);
  const streams = useList('streams', fetchStreams);
  return {
    institutions: institutions.items,
    loadingInstitutions: institutions.status === 'loading',
    categories: categories.items,
    streams: streams.items,
    lists: { institutions, categories, streams },
  };
}

export const nameOf = (options: Option[], id: string) => options.find((o) => String(o.id) === id)?.name;

/**
 * Courses load only once a category and a stream are chosen and the category is Graduation or
 * Post-Graduation. A new category or stream gives a new key, so the old list is gone at once.
 */
export function useCourses(categoryId: string, categoryName: string | undefined, streamId: string) {
  const wanted = Boolean(categoryId && streamId && hasCourses(categoryName));
  const list = useList(wanted ? `courses ${categoryId}:${streamId}` : null, () => fetchCourses(categoryId, streamId));
  return { wanted, loading: list.status === 'loading', failed: list.status === 'failed', retry: list.retry, courses: list.items };
}
