// POST /api/v1/get-course-by-category {category_id, stream_id}: the courses offered for that pair
// (an empty list where none are offered). POST because the spec says so; the answer is still cacheable data.
import { apiRoute } from '@/lib/http/api-route';
import { listCourses } from '@/lib/reference/lists';
import { courseQuerySchema } from '@/lib/reference/schema';

export const POST = apiRoute(async ({ json }) => {
  const body = await json();
  const { category_id, stream_id } = courseQuerySchema.parse(body ?? {});
  return { courses: await listCourses(category_id, stream_id) };
});
