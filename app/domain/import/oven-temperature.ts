/** « 350°F », « 350 ° F », « 350 degrees F », « 350 °F »: a Fahrenheit temperature as sites write it. */
const FAHRENHEIT = /(\d{2,3})\s*(?:°|º|degrees?\s*|degr[ée]s\s*)\s*F\b(?!\s*\()/gi;

/**
 * A step as a French cook reads it: a Fahrenheit temperature is kept as written and followed by
 * its Celsius value, rounded to 5 °C as oven dials are marked (« 350 °F (175 °C) »).
 */
export function withCelsius(step: string): string {
  return step.replace(FAHRENHEIT, (_, degrees: string) => {
    const celsius = Math.round(((Number(degrees) - 32) * 5) / 9 / 5) * 5;
    return `${degrees}\u00a0°F (${celsius}\u00a0°C)`;
  });
}
