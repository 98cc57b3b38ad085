// GET /clubs/find?district=… (and /as, /hi): Find a Club's filter as a plain GET form sends it, without scripts
// too. Sends the browser on to the district's static page, or back to /clubs for "all districts" or a name that
// is not one of the list's.
import { seeOther } from '@/lib/accounts/login-without-scripts';
import { districtSlug } from '@/lib/reference/district-slug';
import { isDistrictName } from '@/lib/reference/district-names';
import { localePath, toLocale } from '@/lib/i18n/locales';

export async function GET(req: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = toLocale((await params).locale);
  const district = new URL(req.url).searchParams.get('district')?.trim() ?? '';
  return seeOther(localePath(locale, isDistrictName(district) ? `/clubs/${districtSlug(district)}` : '/clubs'));
}
