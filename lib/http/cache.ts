// Cache headers for answers that change rarely (reference lists) and for those that must be fresh.
export const LIST_CACHE = { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
export const NO_STORE = { 'Cache-Control': 'no-store' };

export function cachedJson(body: Record<string, unknown>, headers: Record<string, string> = LIST_CACHE) {
  return Response.json({ success: true, ...body }, { headers });
}
