// An address shown back to its owner without giving it away to someone looking over their shoulder:
// enough to spot a typo (first letter, length hint, full domain), not enough to read it.
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const shown = local.length <= 2 ? local[0] : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local.at(-1)}`;
  return `${shown.length === 1 ? `${shown}***` : shown}@${address.slice(at + 1)}`;
}
