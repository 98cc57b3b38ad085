'use client';
// An unexpected failure on this page (not a refusal, which the page shows itself): a retry and a way back.
import { ErrorPanel } from '@/components/layout/error-panel';

export default function RegistrationError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorPanel title="The registration form could not be loaded." detail="Something went wrong on our side. Nothing was submitted. Please try again in a moment." retry={retry} back={{ href: '/', label: 'Go to the home page' }} />;
}
