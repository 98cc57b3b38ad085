// The director's signature block printed on every acknowledgement card.
import Image from 'next/image';

export function DirectorStamp() {
  return (
    <div className="flex flex-col items-center text-center">
      <Image src="/images/stamp.svg" alt="Director's stamp, NextGen Youth Foundation" width={96} height={96} unoptimized />
      <p className="mt-1 font-display text-base font-bold italic text-ink">Sd/-</p>
      <p className="text-sm font-semibold text-slate-700">Director</p>
    </div>
  );
}
