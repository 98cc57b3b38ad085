// Which categories ask for a course and a semester: zod-free, so the wizards can use it without loading zod.
/** Categories whose applicants choose a course and a semester (spec part 2, section 4). */
export const COURSE_CATEGORIES = ['Graduation', 'Post-Graduation'] as const;
export const hasCourses = (categoryName: string | undefined) =>
  (COURSE_CATEGORIES as readonly string[]).includes(categoryName ?? '');
