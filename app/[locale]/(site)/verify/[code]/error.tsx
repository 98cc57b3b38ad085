'use client';
// An unexpected failure on this page (not a refusal, which the page shows itself): a retry and a way back.
import { ErrorPanel } from '@/components/layout/error-panel';

export default function VerifyError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return <ErrorPanel title="This card could not be checked right now." detail="Something went wrong on our side; the card may well be valid. Please try again in a moment." retry={retry} back={{ href: '/', label: 'Go to the home page' }} />;
}
