// A link styled as a button; brand-800 on white (and white on brand-800) keeps AA contrast.
import Link from '@/components/i18n/locale-link';

type Props = { href: string; children: React.ReactNode; variant?: 'solid' | 'outline' | 'light'; className?: string; download?: boolean };

const VARIANTS = {
  solid: 'bg-brand-800 text-white hover:bg-brand-900',
  outline: 'border-2 border-brand-800 text-brand-800 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
};

export function ButtonLink({ href, children, variant = 'solid', className = '', download }: Props) {
  const cls = `inline-flex items-center justify-center rounded-full px-5 py-2.5 font-semibold transition-colors ${VARIANTS[variant]} ${className}`;
  if (href.startsWith('/') && !download && !href.endsWith('.pdf')) return <Link href={href} className={cls}>{children}</Link>;
  return <a href={href} className={cls} download={download || undefined}>{children}</a>;
}
