const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** An amount as US dollars (spec: currency en-US USD). */
export const formatUsd = (value: number): string => usd.format(value);

/** The calendar panel's form: '$' and the number, 0 when there is none. */
export function formatDollarsOrZero(value: number | null | undefined): string {
  const amount = value ?? 0;
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
}
