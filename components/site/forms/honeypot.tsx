// The spam trap: a field people never see or reach with the keyboard. Bots that fill every input fill it.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '@/components/i18n/i18n-provider';

/** `registration`: react-hook-form's, or just the field's name in a form the browser posts as it is. */
export function Honeypot({ idPrefix, registration }: { idPrefix: string; registration: UseFormRegisterReturn | { name: string } }) {
  const t = useT();
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`${idPrefix}-company-website`}>{t('Company website (leave this empty)')}</label>
      <input id={`${idPrefix}-company-website`} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
