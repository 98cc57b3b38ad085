// /login: interns and members log in with their mobile number and password (no public header or footer).
import { FormMessages } from '@/components/i18n/form-messages';
import { LoginScreen } from '@/components/forms/login/login-screen';
import { SITE } from '@/lib/content/site';
import { localizedMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = localizedMetadata({
  title: 'Login',
  description: `Interns and members of ${SITE.name}: log in to see your profile and acknowledgement card.`,
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
});

export default function LoginPage() {
  return <FormMessages><LoginScreen /></FormMessages>;
}
