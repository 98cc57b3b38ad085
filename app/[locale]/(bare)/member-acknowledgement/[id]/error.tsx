'use client';
// An unexpected failure on this page (not a refusal, which the page shows itself): a retry and a way back.
import { ErrorPanel } from '@/components/layout/error-panel';

export default function CardError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorPanel title="Your card could not be loaded." detail="Something went wrong on our side. Please try again in a moment." retry={retry} back={{ href: '/login', label: 'Log in again' }} />;
}
