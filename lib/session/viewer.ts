// Public pages are prerendered twice, once per viewer kind, so the header is right on first paint
// without making every page dynamic: proxy.ts rewrites /about to /guest/about or /user/about.
export const VIEWERS = ['guest', 'user'] as const;
export type Viewer = (typeof VIEWERS)[number];

/** Routes the spec shows without the public header and footer (spec part 1, Layout). */
export const BARE_ROUTES = [
  '/intern', '/member', '/institute-registration', '/internship-acknowledgement', '/institute-acknowledgement',
  '/login', '/institute-terms', '/member-acknowledgement', '/internship-terms', '/user-profile',
  '/forgot-password', '/reset-password',
];

export const isBareRoute = (pathname: string) =>
  BARE_ROUTES.some((r) => pathname === r || pathname.startsWith(`${r}/`));
