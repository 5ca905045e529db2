/** Models often wrap JSON in a Markdown fence despite JSON mode; the fence is not the answer. */
export function stripCodeFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json|JSON)?\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  if (fenced) return fenced[1]!.trim();
  // A fence still being streamed: drop the opening line.
  return trimmed.replace(/^```(?:json|JSON)?\s*\n?/, "");
}
