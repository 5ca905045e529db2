/**
 * The few rules of iCalendar (RFC 5545) text that a calendar application refuses to bend: a
 * property's TEXT value escapes backslash, comma, semicolon and newline; a content line holds at
 * most 75 octets and goes on after CRLF and one space; lines end with CRLF. Octets, not
 * characters: « é » is two of them and an emoji four, and a fold inside one of them leaves
 * a character no parser can put back together.
 */

export const CRLF = "\r\n";
export const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/** A TEXT value as a property carries it: « Dîner ; pâtes, sauce » → « Dîner \; pâtes\, sauce ». */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // TEXT admits no control character but the tab; a stray one would end the line early.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
  );
}

/**
 * One content line folded to 75 octets a line, each fold after CRLF and a space that counts in
 * the next line's 75. Cuts fall between code points, so a multi-byte character stays whole.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** Content lines joined as a calendar file is written: each folded, each ended by CRLF. */
export function calendarText(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join("");
}

/** A UTC DATE-TIME: « 20261126T034600Z ». */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A local DATE-TIME of an ISO date and a time of day: (« 2026-11-16 », 12, 30) → « 20261116T123000 ». */
export function localDateTime(day: string, hour: number, minute: number): string {
  const two = (value: number) => String(value).padStart(2, "0");
  return `${day.replace(/-/g, "")}T${two(hour)}${two(minute)}00`;
}

/** A DURATION in minutes: 90 → « PT1H30M », 30 → « PT30M ». */
export function minutesDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ""}${rest > 0 || hours === 0 ? `${rest}M` : ""}`;
}
