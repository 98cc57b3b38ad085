// The spam trap: a field people never see or reach with the keyboard. Bots that fill every input fill it.
import type { UseFormRegisterReturn } from 'react-hook-form';

export function Honeypot({ idPrefix, registration }: { idPrefix: string; registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`${idPrefix}-company-website`}>Company website (leave this empty)</label>
      <input id={`${idPrefix}-company-website`} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
