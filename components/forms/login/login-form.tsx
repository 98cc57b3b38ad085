'use client';
// The login form (spec part 1: Login, sections 4, 5 and 8). While typing, the phone and password show
// the spec's live hints; on submit, the shared schema's messages. Outcomes go to the purple toast for
// 4 seconds; on success the user type and id are kept in localStorage and the user goes back to the card
// or profile page that sent them here (?next=, same-site paths only), or else to the profile. Without scripts
// it is a plain form post that works all the same.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { FormField, inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { profileHref } from '@/components/profile/profile-href';
import { safeNextPath } from '@/lib/accounts/next-path';
import { livePasswordMessage, livePhoneMessage, normaliseLoginPhone } from '@/lib/accounts/login-rules';
import type { LoginInput } from '@/lib/accounts/login-schema';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import type { LoginFormValues } from './login-resolver';
import { announceSessionChange } from '@/components/layout/use-signed-in';
import { rememberLogin, requestLogin } from './login-api';
import { useLocale, useT } from '@/components/i18n/i18n-provider';
import { withLang } from '@/lib/i18n/api-language';
import { localePath } from '@/lib/i18n/locales';

export const LOGIN_TOAST_MS = 4000;

/** Institute is in the spec's title mapping but is not offered in the select. */
export const LOGIN_TITLES: Record<string, string> = { intern: 'Intern Login', institute: 'Institute Login', member: 'Member Login' };
export const loginTitle = (type: string) => LOGIN_TITLES[type] ?? 'User Login';

const { resolver, warm } = lazyResolver(() => import('./login-resolver').then((m) => m.loginResolver));
type LiveField = 'mobile_no' | 'password';

export function LoginForm() {
  const router = useRouter();
  const t = useT();
  const locale = useLocale();
  const toast = useToast();
  const { register, handleSubmit, control, clearErrors, formState: { errors, isSubmitting } } = useForm<LoginFormValues, unknown, LoginInput>({
    resolver,
    // Submit messages stay until the field is edited; then the live hint takes over (see onLiveChange).
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { type: '', mobile_no: '', password: '' },
  });
  const [live, setLive] = useState<Partial<Record<LiveField, string>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const type = useWatch({ control, name: 'type' });

  const onLiveChange = (name: LiveField, message: string | undefined) => {
    clearErrors(name);
    setLive((l) => ({ ...l, [name]: message }));
  };

  const phone = register('mobile_no');
  const password = register('password');
  const userType = register('type', { onChange: () => clearErrors('type') });

  const onSubmit = async (input: LoginInput) => {
    const outcome = await requestLogin(input, locale);
    if (!outcome.ok) {
      toast.warning(outcome.message, { timeout: LOGIN_TOAST_MS });
      return;
    }
    rememberLogin(outcome.type, outcome.id);
    announceSessionChange();
    setLeaving(true); // keep the button busy until the profile has loaded
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next'));
    router.push(next ?? localePath(locale, profileHref(outcome.type, outcome.id))); // next= is already in the page's language
  };

  const phoneError = errors.mobile_no?.message ?? live.mobile_no;
  const passwordError = errors.password?.message ?? live.password;

  return (
    <>
      <h1 className="text-center font-display text-2xl font-bold text-brand-900 sm:text-3xl">{t(loginTitle(type))}</h1>
      <p className="mt-2 text-center text-sm text-slate-600">{t('Log in with the mobile number and password you registered with.')}</p>
      {/* Without scripts the browser posts the form itself to the same API, which answers with a redirect
          (lib/accounts/login-without-scripts.ts); with them, handleSubmit sends JSON and shows the toast. */}
      <form method="post" action={withLang('/api/v1/login', locale)} onSubmit={handleSubmit(onSubmit)} onFocus={warm} onPointerDown={warm} noValidate className="mt-6 space-y-2" aria-label={t('Login')}>
        <FormField label="User Type" name="type" error={errors.type?.message} required>
          {(a) => (
            <select {...a} {...userType} className={inputClass(a)}>
              <option value="">{t('Select user type')}</option>
              <option value="intern">{t('Intern')}</option>
              <option value="member">{t('Member')}</option>
            </select>
          )}
        </FormField>
        <FormField label="Phone Number" name="mobile_no" error={phoneError} required>
          {(a) => (
            <input
              {...a}
              {...phone}
              onChange={(e) => {
                // Only digits are kept, and anything beyond 10 digits is ignored.
                e.target.value = normaliseLoginPhone(e.target.value);
                void phone.onChange(e);
                onLiveChange('mobile_no', livePhoneMessage(e.target.value));
              }}
              type="tel"
              inputMode="numeric"
              autoComplete="username"
              placeholder={t('10-digit mobile number')}
              className={inputClass(a)}
            />
          )}
        </FormField>
        <FormField label="Password" name="password" error={passwordError} required>
          {(a) => (
            <div className="relative">
              <input
                {...a}
                {...password}
                onChange={(e) => {
                  void password.onChange(e);
                  onLiveChange('password', livePasswordMessage(e.target.value));
                }}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                className={`${inputClass(a)} pr-16`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((s) => !s)}
                aria-pressed={showPassword}
                aria-label={showPassword ? t('Hide password') : t('Show password')}
                className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-800 hover:text-brand-900"
              >
                {showPassword ? t('Hide') : t('Show')}
              </button>
            </div>
          )}
        </FormField>
        <button
          type="submit"
          disabled={isSubmitting || leaving}
          className="mt-2 w-full rounded-full bg-brand-800 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-wait disabled:opacity-70"
        >
          {isSubmitting || leaving ? t('Logging in…') : t('Login')}
        </button>
      </form>
    </>
  );
}
