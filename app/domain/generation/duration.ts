/** Minutes in a French duration: « 15 min », « 1 h 30 », « 1h », « 20 minutes », 25. */
export function minutesIn(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = value.toLowerCase().replace(",", ".");
  const hours = /(\d+(?:\.\d+)?)\s*h/.exec(text);
  const minutes =
    /(\d+)\s*(?:min|mn|m\b|minutes?)/.exec(text) ??
    (hours ? /h\s*(\d+)/.exec(text) : /^(\d+)$/.exec(text.trim()));
  if (!hours && !minutes) return undefined;
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

/** « 35 min » or « 1 h 05 » for the total of preparation and cooking. */
export function totalDuration(...parts: (string | number | undefined)[]): string | undefined {
  const known = parts.map(minutesIn).filter((value): value is number => value !== undefined);
  if (known.length === 0) return undefined;
  const total = known.reduce((sum, value) => sum + value, 0);
  if (total < 60) return `${total} min`;
  const rest = total % 60;
  return rest === 0 ? `${total / 60} h` : `${Math.floor(total / 60)} h ${String(rest).padStart(2, "0")}`;
}
