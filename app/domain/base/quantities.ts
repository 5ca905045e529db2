import { formatNumber } from "../text/numbers";

/** Units a quantity may be written in, in French. */
export type Unit =
  | "g"
  | "kg"
  | "ml"
  | "cl"
  | "l"
  | "pièce"
  | "c. à soupe"
  | "c. à café"
  | "pincée"
  | "gousse"
  | "tranche"
  | "botte"
  | "brin";

/**
 * Quantities a cook can measure: grams to 5 below 100 and to 10 above, pieces whole, spoons to the
 * half. Never zero, since every ingredient listed is one the cook is asked to use.
 */
export function roundQuantity(value: number, unit: Unit): number {
  switch (unit) {
    case "g":
    case "ml":
      if (value < 100) return Math.max(5, Math.round(value / 5) * 5);
      if (value < 1000) return Math.round(value / 10) * 10;
      return Math.round(value / 50) * 50;
    case "kg":
    case "l":
      return Math.max(0.1, Math.round(value * 10) / 10);
    case "cl":
      return Math.max(1, Math.round(value));
    case "c. à soupe":
    case "c. à café":
    case "botte":
      return Math.max(0.5, Math.round(value * 2) / 2);
    case "pièce":
    case "gousse":
    case "tranche":
    case "brin":
    case "pincée":
      return Math.max(1, Math.round(value));
  }
}

/**
 * How much of a group's usual portion each of `count` ingredients gets. Two vegetables each get a bit
 * more than half a portion: a dish with more ingredients is a little more generous, not twice as big.
 */
export function shareOf(budget: number, count: number): number {
  if (count <= 1) return budget;
  return budget / Math.pow(count, 0.75);
}

/** Grams and millilitres of a large amount read better in kilograms and litres. */
export function readableUnit(quantity: number, unit: Unit): { quantity: number; unit: Unit } {
  if (unit === "g" && quantity >= 1000) return { quantity: Math.round(quantity / 100) / 10, unit: "kg" };
  if (unit === "ml" && quantity >= 1000) return { quantity: Math.round(quantity / 100) / 10, unit: "l" };
  return { quantity, unit };
}

/** « 1,5 », « 250 », « ½ »: quantities as a French recipe writes them. */
export function formatQuantity(quantity: number | string): string {
  if (typeof quantity === "string") return quantity;
  if (quantity === 0.5) return "½";
  if (quantity === 0.25) return "¼";
  return formatNumber(quantity, 2);
}

const FRACTIONS: Record<number, string> = { 0.25: "¼", 0.5: "½", 0.75: "¾" };

/** « 2 », « ½ », « 1 ½ », « 2 ¼ », « 1,2 »: counts and spoons as a recipe says them. */
export function spokenQuantity(quantity: number): string {
  const whole = Math.floor(quantity);
  const fraction = FRACTIONS[Math.round((quantity - whole) * 100) / 100];
  if (fraction) return whole === 0 ? fraction : `${whole} ${fraction}`;
  return formatQuantity(quantity);
}
