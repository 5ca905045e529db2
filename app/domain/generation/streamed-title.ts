/** `"titre": "…"` up to its closing quote: escaped quotes inside do not close it. */
const CLOSED_TITLE = /"titre"\s*:\s*("(?:[^"\\]|\\.)*")/;

/**
 * The recipe's title as soon as the model's streamed JSON has closed it; undefined while it
 * is still open or not there yet, and "" when it closed on nothing usable. Read straight
 * from the text, without parsing the partial JSON, so that the title can be shown the
 * moment its closing quote arrives.
 */
export function streamedTitle(text: string): string | undefined {
  const match = CLOSED_TITLE.exec(text);
  if (!match) return undefined;
  try {
    return (JSON.parse(match[1]!) as string).trim();
  } catch {
    // A bad escape (\x…): the final parse will say what the answer is worth.
    return "";
  }
}
