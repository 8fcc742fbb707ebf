const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Dollars with cents: 14.99 -> "$14.99", 5 -> "$5.00", 1234.5 -> "$1,234.50". */
export function formatUsd(dollars: number): string {
  return USD.format(dollars)
}
