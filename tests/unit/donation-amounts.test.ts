// Amounts in words in Indian numbering (lakh, crore), as a receipt prints them, and the financial year (April to
// March, India time) a gift and its receipt series belong to.
import { describe, expect, it } from 'vitest';
import { amountInWords, indianFigures, rupeesInWords } from '@/lib/donations/amount-in-words';
import { financialYearBounds, financialYearOf, lastFinancialYear, receiptNumber, receiptSeries } from '@/lib/donations/financial-year';

describe('amountInWords', () => {
  it.each([
    [0, 'Zero'], [1, 'One'], [15, 'Fifteen'], [21, 'Twenty-One'], [100, 'One Hundred'], [101, 'One Hundred One'],
    [999, 'Nine Hundred Ninety-Nine'], [1000, 'One Thousand'], [2500, 'Two Thousand Five Hundred'],
    [99_999, 'Ninety-Nine Thousand Nine Hundred Ninety-Nine'], [100_000, 'One Lakh'], [125_000, 'One Lakh Twenty-Five Thousand'],
    [500_000, 'Five Lakh'], [1_234_567, 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'], [10_000_000, 'One Crore'],
    [10_000_001, 'One Crore One'], [987_654_321, 'Ninety-Eight Crore Seventy-Six Lakh Fifty-Four Thousand Three Hundred Twenty-One'],
    [1_000_000_000, 'One Hundred Crore'],
  ])('%i → %s', (n, words) => expect(amountInWords(n)).toBe(words));

  it('writes the receipt\'s phrase and Indian grouping', () => {
    expect(rupeesInWords(1000)).toBe('Rupees One Thousand Only');
    expect(indianFigures(500_000)).toBe('5,00,000');
    expect(indianFigures(12_345_678)).toBe('1,23,45,678');
  });

  it('refuses what is not a whole number of rupees', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});

describe('the financial year', () => {
  it('turns at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST on 31 March
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 00:00 IST on 1 April
    expect(financialYearOf(new Date('2026-11-28T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('has bounds in UTC for a year written YYYY-YY, and none for anything else', () => {
    expect(financialYearBounds('2026-27')).toEqual({ from: new Date('2026-03-31T18:30:00Z'), to: new Date('2027-03-31T18:30:00Z') });
    expect(financialYearBounds('2026-28')).toBeNull();
    expect(financialYearBounds('26-27')).toBeNull();
  });

  it('knows the year whose Form 10BD is due', () => {
    expect(lastFinancialYear(new Date('2027-05-10T06:00:00Z'))).toBe('2026-27');
    expect(lastFinancialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2025-26');
  });

  it('names the receipt series and numbers', () => {
    expect(receiptSeries('2026-27')).toBe('80G-2026-27');
    expect(receiptNumber('80G-2026-27', 42)).toBe('80G-2026-27/000042');
  });
});
