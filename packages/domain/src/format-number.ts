/**
 * The portal's one way of writing numbers and money, on every screen, e-mail, PDF and command line:
 * thousands grouped ("5,000"), amounts in Singapore dollars with cents ("S$1,500.00"), scores with a
 * true minus sign. Nothing else calls `toLocaleString`, `Intl.NumberFormat` or `toFixed` for display.
 */

const format = (value: number, minimumFractionDigits: number, maximumFractionDigits: number) =>
  value.toLocaleString('en-SG', { minimumFractionDigits, maximumFractionDigits });

/** A count or a measure, its thousands grouped: "5,000", "2.5" with up to `maximumFractionDigits`. */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return format(value, 0, maximumFractionDigits);
}

/** An amount in Singapore dollars, always with cents: "S$1,500.00". */
export function formatMoney(amount: number): string {
  return `S$${format(amount, 2, 2)}`;
}

/** A fee, which may be nothing: "Free", or the amount as `formatMoney` writes it. */
export function formatFee(amount: number): string {
  return amount === 0 ? 'Free' : formatMoney(amount);
}

/** A measurement or a statistic to four significant figures, without trailing zeros: "12.35", "1,235". */
export function formatMeasure(value: number): string {
  return formatNumber(Number(value.toPrecision(4)), 10);
}

/** A z or z′ score to two decimals, with a true minus sign: "−1.25". */
export function formatScore(score: number): string {
  return format(score, 2, 2).replace('-', '−');
}
