// /login: interns and members log in with their mobile number and password (no public header or footer).
import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { LoginForm } from '@/components/forms/login/login-form';
import { ToastProvider } from '@/components/ui/toast';
import { SITE } from '@/lib/content/site';

export const metadata: Metadata = {
  title: 'Login',
  description: `Interns and members of ${SITE.name}: log in to see your profile and acknowledgement card.`,
  alternates: { canonical: '/login' },
  robots: { index: false, follow: true },
};

export default function LoginPage() {
  return (
    <ToastProvider>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-2 font-display font-bold text-brand-800">
            <Image src="/logo.svg" alt="" width={36} height={36} unoptimized />
            <span className="hidden sm:inline">{SITE.name}</span>
            <span className="sm:hidden">{SITE.shortName}</span>
          </Link>
          <nav aria-label="Login page" className="flex gap-4 text-sm font-semibold">
            <Link href="/" className="text-slate-700 hover:text-brand-700">Home</Link>
            <Link href="/contact" className="text-slate-700 hover:text-brand-700">Contact Us</Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-61px)] bg-gradient-to-b from-brand-50 to-white px-4 py-10 outline-none sm:py-16">
        <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8">
          <LoginForm />
          <p className="mt-3 text-center text-sm">
            <Link href="/forgot-password" className="font-semibold text-brand-800 underline-offset-2 hover:underline">Forgot password?</Link>
          </p>
          <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
            New here? Register as an{' '}
            {/* Not prefetched: the registration wizards' code would double what this page loads. */}
            <Link href="/intern" prefetch={false} className="font-semibold text-brand-800 underline-offset-2 hover:underline">intern</Link> or a{' '}
            <Link href="/member" prefetch={false} className="font-semibold text-brand-800 underline-offset-2 hover:underline">member</Link>.
          </p>
        </div>
      </main>
    </ToastProvider>
  );
}
