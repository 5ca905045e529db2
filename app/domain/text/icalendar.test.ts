import { describe, expect, it } from "vitest";
import {
  CRLF,
  MAX_LINE_OCTETS,
  calendarText,
  escapeText,
  foldLine,
  minutesDuration,
  utcDateTime,
} from "./icalendar";

const octets = (text: string) => new TextEncoder().encode(text).length;

/** Unfolds as RFC 5545 § 3.1 says: a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("escapeText", () => {
  it("escapes backslash, comma, semicolon and every kind of newline", () => {
    expect(escapeText("a\\b, c; d\ne\r\nf\rg")).toBe("a\\\\b\\, c\\; d\\ne\\nf\\ng");
  });

  it("escapes the backslash first, so an escape is never escaped twice", () => {
    expect(escapeText("\\,")).toBe("\\\\\\,");
  });

  it("drops control characters but keeps the tab and the no-break space", () => {
    expect(escapeText("a\u0000b\u0007c\td\u00a0:")).toBe("abc\td\u00a0:");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds the 76th onto a new line", () => {
    const exact = `SUMMARY:${"x".repeat(MAX_LINE_OCTETS - 8)}`;
    expect(foldLine(exact)).toBe(exact);
    expect(foldLine(`${exact}y`)).toBe(`${exact}${CRLF} y`);
  });

  it("counts octets, not characters, and never cuts an accented letter or an emoji", () => {
    const line = `DESCRIPTION:${"Crème brûlée à l'érable 🍮🥐 ".repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split(CRLF);
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A cut inside a character would leave U+FFFD when the octets are read back.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).not.toContain("\ufffd");
    }
    for (const part of parts.slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("fills each line to the last character that fits", () => {
    // 74 octets of « a », then « é » (2 octets) cannot fit in the first line.
    const folded = foldLine(`${"a".repeat(74)}é`);
    expect(folded).toBe(`${"a".repeat(74)}${CRLF} é`);
  });
});

describe("calendarText", () => {
  it("ends every line, the last included, with CRLF and never a lone LF", () => {
    const text = calendarText(["BEGIN:VCALENDAR", "END:VCALENDAR"]);
    expect(text).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("dates and durations", () => {
  it("writes UTC times without separators or milliseconds", () => {
    expect(utcDateTime(new Date("2026-11-26T03:46:27.123Z"))).toBe("20261126T034627Z");
  });

  it("writes durations in hours and minutes", () => {
    expect([30, 60, 90, 0].map(minutesDuration)).toEqual(["PT30M", "PT1H", "PT1H30M", "PT0M"]);
  });
});
