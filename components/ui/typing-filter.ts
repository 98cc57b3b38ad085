// A registered input whose value is cleaned while typing (letters only, digits capped...) before
// react-hook-form sees it. Shared by every wizard that has the spec's typing rules.
import type { UseFormRegisterReturn } from 'react-hook-form';

export function withTypingFilter<N extends string>(field: UseFormRegisterReturn<N>, filter: (value: string) => string) {
  return {
    ...field,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const clean = filter(e.target.value);
      if (clean !== e.target.value) e.target.value = clean;
      return field.onChange(e);
    },
  };
}
