// /login/failed: where a login sent without scripts comes back when it is refused (lib/accounts/login-without-scripts.ts):
// the login page with the message. The address names a reason from a fixed list, never the message itself.
import { FormMessages } from '@/components/i18n/form-messages';
import { LoginScreen } from '@/components/forms/login/login-screen';
import { failedLoginMessage } from '@/lib/accounts/login-without-scripts';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({
  title: 'Login',
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function LoginFailedPage({ searchParams }: Props) {
  const params = await searchParams;
  return <FormMessages><LoginScreen message={failedLoginMessage(one(params.reason), one(params.wait))} /></FormMessages>;
}
