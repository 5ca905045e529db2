/**
 * Every figure Toque shows goes through here, written the French way: a decimal comma and
 * groups of three digits (« 18,4 », « 1 250 »). The group separator is Intl's own, the narrow
 * no-break space U+202F of French typography, kept as it comes so that every screen, whether
 * it formats here or through Intl elsewhere, writes the same character. A figure and its unit
 * are held together by a no-break space U+00A0, so « 250 g » never breaks across two lines.
 */

const formats = new Map<number, Intl.NumberFormat>();

function formatFor(maximumFractionDigits: number): Intl.NumberFormat {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    // "negative": a tiny negative rounded away is written « 0 », not « -0 ».
    format = new Intl.NumberFormat("fr-FR", { maximumFractionDigits, signDisplay: "negative" });
    formats.set(maximumFractionDigits, format);
  }
  return format;
}

/** « 14,1 », « 1 250 », « 0,25 » (at most `maximumFractionDigits` decimals, none when whole). */
export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return formatFor(maximumFractionDigits).format(value);
}

/** « 18,4 g », « 1 250 kcal », « 380 mg »: a figure with its unit, never split across lines. */
export function formatMeasure(value: number, unit: string, maximumFractionDigits = 1): string {
  return `${formatNumber(value, maximumFractionDigits)}\u00a0${unit}`;
}

/**
 * A figure written by someone else (a model's « 37.5 », « 1.5 kg »), rewritten with a decimal
 * comma. Only a point between two digits is touched: « c. à soupe » keeps its point.
 */
export function frenchDecimals(text: string): string {
  return text.replace(/(\d)\.(\d)/g, "$1,$2");
}

/**
 * A quantity as an ingredient line or a recipe fact shows it: a number in Toque's own writing
 * (« 1,25 », two decimals at most), a text from elsewhere with its decimal points made commas.
 */
export function formatAmount(value: number | string): string {
  return typeof value === "number" ? formatNumber(value, 2) : frenchDecimals(value);
}
