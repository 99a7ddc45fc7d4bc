/**
 * "$19", "$190", "$0" — whole dollars shown without cents, others with them; an amount taken back
 * with the true minus sign ("−$14.70"), as every other signed figure in the product.
 */
export function formatPrice(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  })
    .format(cents / 100)
    .replace("-", "\u2212");
}
