// GET /as/user-profile/me, /hi/user-profile/me: the header's Profile link on Assamese and Hindi pages; the same
// answer as /user-profile/me (which stays outside app/[locale]: the spec's address, served by no rewrite).
export const dynamic = 'force-dynamic';
export { GET } from '@/app/(bare)/user-profile/me/route';
