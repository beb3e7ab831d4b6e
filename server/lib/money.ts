/** One formatter per currency: making one is far dearer than using it, and the same few currencies recur. */
const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(currency: string): Intl.NumberFormat | null {
  if (!moneyFormats.has(currency)) {
    let format: Intl.NumberFormat | null = null;
    try {
      // Up to four places, as amounts are stored: a unit's price ("$0.129" per kWh) is shown as read, not as $0.13.
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 4 });
    } catch {
      // Not a currency this runtime knows: the amount is written with its code.
    }
    moneyFormats.set(currency, format);
  }
  return moneyFormats.get(currency)!;
}

/** An amount as e-mails and feeds show it ("$12,000.00"); US dollars when no currency was read. */
export function formatAmount(amount: string | number, currency: string | null): string {
  const code = currency ?? 'USD';
  return moneyFormat(code)?.format(Number(amount)) ?? `${Number(amount)} ${code}`;
}

/** An amount as the numeric(18, 4) columns store it: four places, so "$0.129" per kWh is kept, not made 0.13. */
export const amountForStorage = (amount: number): string => amount.toFixed(4);
