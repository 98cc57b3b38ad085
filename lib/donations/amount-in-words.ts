// Amounts in words in the Indian numbering system (thousand, lakh, crore), as a receipt must print them:
// 1,25,000 → "One Lakh Twenty-Five Thousand". English only: the receipt prints the English beside the donor's language.
const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen',
  'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in words: 0 → "Zero", 10,00,00,000 → "Ten Crore"; crores above 99 are themselves in words ("One Hundred Crore"). */
export function amountInWords(rupees: number): string {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`Not a whole number of rupees: ${rupees}`);
  if (rupees === 0) return 'Zero';
  const crore = Math.floor(rupees / 10_000_000);
  const lakh = Math.floor(rupees / 100_000) % 100;
  const thousand = Math.floor(rupees / 1000) % 100;
  const rest = rupees % 1000;
  return [
    crore ? `${amountInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ].filter(Boolean).join(' ');
}

/** "Rupees One Thousand Only", as Indian receipts and cheques write it. */
export const rupeesInWords = (rupees: number) => `Rupees ${amountInWords(rupees)} Only`;

/** 125000 → "1,25,000" (Indian grouping). */
export const indianFigures = (rupees: number) => new Intl.NumberFormat('en-IN').format(rupees);
