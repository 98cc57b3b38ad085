// /staff/enrol/<token>: the one-time enrolment link an admin gave. Step 1 sets a password; step 2 adds the
// account to an authenticator app (QR code, and the secret as text for typing) and ends with a correct code,
// after which the 10 recovery codes are shown, once.
import type { Metadata } from 'next';
import Link from 'next/link';
import QRCode from 'qrcode';
import { authenticatorSetup, ENROLMENT_MESSAGES, findEnrolment } from '@/lib/staff/enrolment';
import { ActionForm, SubmitButton } from '../../_ui/action-form';
import { Field } from '../../_ui/field';
import { choosePassword, confirmAuthenticator } from './actions';
import { EnrolmentDone } from './enrolment-done';

export const metadata: Metadata = { title: 'Enrol', referrer: 'no-referrer' };

export default async function Enrol({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const enrolment = await findEnrolment(token);
  if (!enrolment) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-10">
        <h1 className="text-2xl font-bold">Enrolment link not valid</h1>
        <p className="mt-3 text-slate-700">{ENROLMENT_MESSAGES.invalidLink}</p>
        <p className="mt-4"><Link className="font-semibold text-brand-700 underline" href="/staff/login">Go to sign-in</Link></p>
      </main>
    );
  }
  const setup = enrolment.passwordSet ? authenticatorSetup(enrolment) : null;
  const qr = setup ? await QRCode.toDataURL(setup.uri, { width: 220, margin: 2 }) : '';
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Welcome, {enrolment.staff.name}</h1>
      <p className="mt-2 text-slate-700">Set up your staff account ({enrolment.staff.email}, {enrolment.staff.role}) in two steps.</p>
      {!setup ? (
        <section aria-labelledby="step1" className="mt-6">
          <h2 id="step1" className="text-lg font-bold">Step 1 of 2: choose a password</h2>
          <ActionForm action={choosePassword.bind(null, token)} className="mt-4 grid gap-4">
            <Field label="Password" name="password" type="password" autoComplete="new-password" required
              hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? # &. Not a common password." />
            <Field label="Confirm password" name="confirm" type="password" autoComplete="new-password" required />
            <SubmitButton>Save password</SubmitButton>
          </ActionForm>
        </section>
      ) : (
        <section aria-labelledby="step2" className="mt-6">
          <h2 id="step2" className="text-lg font-bold">Step 2 of 2: add your authenticator app</h2>
          <p className="mt-2 text-slate-700">In an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…), add an account by scanning this code.</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn on the server */}
          <img src={qr} width={220} height={220} alt="QR code to add your staff account to an authenticator app" className="mt-4 rounded-md border border-slate-300 bg-white" />
          <p className="mt-4 text-slate-700">Cannot scan? Type this key instead (time-based, 6 digits):</p>
          <p className="mt-1 rounded-md bg-white p-2 font-mono text-lg tracking-wider break-all" data-testid="totp-secret">{setup.secret.match(/.{1,4}/g)!.join(' ')}</p>
          <EnrolmentDone action={confirmAuthenticator.bind(null, token)} />
        </section>
      )}
    </main>
  );
}
