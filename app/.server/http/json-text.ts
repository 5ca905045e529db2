/**
 * JSON sent by a browser (a recipe to save, a result's payload), or undefined when it does
 * not parse or carries NUL in a key or a string. `\u0000` is six plain characters in the body,
 * so the form reader lets it through, but it parses to NUL, which PostgreSQL cannot store in
 * text (error 22021) where SQLite would: refused here for every JSON a page sends back.
 */
export function parseJsonText(text: string): unknown {
  let hasNul = false;
  let value: unknown;
  try {
    value = JSON.parse(text, (key: string, item: unknown) => {
      if (key.includes("\0") || (typeof item === "string" && item.includes("\0"))) hasNul = true;
      return item;
    });
  } catch {
    return undefined;
  }
  return hasNul ? undefined : value;
}
