import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FIRST_DATE,
  LAST_DATE,
  addDays,
  dayLabel,
  isIsoDate,
  mondayOf,
  parseDate,
  parisDayLabel,
  parseWeek,
  todayIn,
  weekDays,
  weekLabel,
  weekdayIndex,
} from "./week";

describe("isIsoDate", () => {
  it("accepts real dates written yyyy-mm-dd", () => {
    for (const date of ["2026-11-23", "2028-02-29", "2000-02-29", "1999-12-31", "0042-01-01"])
      expect(isIsoDate(date), date).toBe(true);
  });

  it("refuses dates that do not exist and other writings", () => {
    // prettier-ignore
    for (const text of ["2026-02-29", "1900-02-29", "2026-13-01", "2026-04-31", "2026-00-10", "2026-11-00", "2026-2-3", "23/11/2026", "2026-11-23T00:00", " 2026-11-23", ""])
      expect(isIsoDate(text), text).toBe(false);
  });
});

describe("parseDate", () => {
  it("accepts the real dates from 2000 to 2100, bounds included", () => {
    expect([FIRST_DATE, LAST_DATE]).toEqual(["2000-01-01", "2100-12-31"]);
    // prettier-ignore
    for (const date of ["2000-01-01", "2000-02-29", "2024-02-29", "2026-11-23", "2099-12-31", "2100-02-28", "2100-12-31"])
      expect(parseDate(date), date).toBe(date);
  });

  it("refuses impossible days: 2100 is not a leap year, 2023 neither", () => {
    // prettier-ignore
    for (const text of ["2023-02-29", "2100-02-29", "2023-04-31", "2023-06-31", "2023-13-01", "2023-00-10", "2023-01-00", "2023-01-32"])
      expect(parseDate(text), text).toBeUndefined();
  });

  it("refuses the years no kitchen plans, however they are written", () => {
    // prettier-ignore
    for (const text of ["1999-12-31", "2101-01-01", "0000-01-01", "0000-01-03", "9999-12-19", "9999-12-31", "10000-01-01", "-0001-01-01", "+002026-01-01", "-2026-01-01"])
      expect(parseDate(text), text).toBeUndefined();
  });

  it("refuses other writings and anything that is not a string", () => {
    // prettier-ignore
    for (const text of ["2026-2-3", "2026-02-3", "26-02-03", "2026/02/03", "03/02/2026", "2026-02-03T00:00", " 2026-02-03", "2026-02-03 ", "２０２６-02-03", "", undefined, null, 20260203, ["2026-02-03"]])
      expect(parseDate(text), String(text)).toBeUndefined();
  });

  it("accepts exactly the days of the range, each read back as written", () => {
    const days = fc.integer({ min: -400, max: 37_200 });
    fc.assert(
      fc.property(days, (offset) => {
        const date = addDays("1999-01-01", offset);
        const accepted = date >= FIRST_DATE && date <= LAST_DATE;
        expect(parseDate(date)).toBe(accepted ? date : undefined);
      }),
    );
  });
});

describe("parseWeek", () => {
  it("gives the Monday of the week any accepted date names", () => {
    expect(parseWeek("2026-11-22")).toBe("2026-11-16");
    expect(parseWeek("2026-11-16")).toBe("2026-11-16");
    expect(parseWeek("2000-01-01")).toBe("1999-12-27");
    expect(parseWeek("2100-12-31")).toBe("2100-12-27");
  });

  it("takes the first week by its Monday, which is still in 1999, and no week before", () => {
    expect(parseWeek("1999-12-27")).toBe("1999-12-27");
    expect(parseWeek("1999-12-28")).toBeUndefined();
    expect(parseWeek("1999-12-31")).toBeUndefined();
    expect(parseWeek("1999-12-20")).toBeUndefined();
  });

  it("refuses what parseDate refuses", () => {
    // prettier-ignore
    for (const text of ["2101-01-01", "2101-01-03", "2023-02-29", "0000-01-01", "0000-01-03", "9999-12-27", "10000-01-01", "-0001-01-01", "2026-2-3", "abc", "", undefined])
      expect(parseWeek(text), String(text)).toBeUndefined();
  });

  it("leaves every week maths of the first and last weeks in four-digit ISO dates", () => {
    for (const date of [FIRST_DATE, LAST_DATE]) {
      const monday = parseWeek(date)!;
      const days = weekDays(monday);
      expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isIsoDate(day))).toBe(true);
      expect(weekLabel(monday)).toMatch(/^Semaine du /);
      expect(days.map(dayLabel)).toHaveLength(7);
    }
    expect(weekDays("1999-12-27")).toContain(FIRST_DATE);
    expect(weekLabel("1999-12-27")).toBe("Semaine du 27 décembre 1999 au 2 janvier 2000");
    expect(weekLabel("2100-12-27")).toBe("Semaine du 27 décembre 2100 au 2 janvier 2101");
    // The neighbours of the first and last weeks are no weeks a request may name.
    expect(parseWeek(addDays("1999-12-27", -7))).toBeUndefined();
    expect(parseWeek(addDays("2100-12-27", 7))).toBeUndefined();
    expect(parseWeek(addDays("1999-12-27", 7))).toBe("2000-01-03");
    expect(parseWeek(addDays("2100-12-27", -7))).toBe("2100-12-20");
  });

  it("names the same week by any of its days", () => {
    const days = fc.integer({ min: 0, max: 36_000 });
    fc.assert(
      fc.property(days, (offset) => {
        const monday = mondayOf(addDays(FIRST_DATE, offset));
        for (const day of weekDays(monday)) if (parseDate(day)) expect(parseWeek(day)).toBe(monday);
      }),
    );
  });
});

describe("mondayOf", () => {
  it("gives the Monday itself for a Monday", () => {
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
  });

  it("puts a Sunday in the week that began the Monday before", () => {
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(weekdayIndex("2026-11-22")).toBe(6);
  });

  it("crosses a month and a year backwards", () => {
    expect(mondayOf("2026-11-01")).toBe("2026-10-26");
    expect(mondayOf("2027-01-03")).toBe("2026-12-28");
    expect(mondayOf("2028-03-01")).toBe("2028-02-28");
  });

  it("is not moved by the daylight-saving weekends in Paris", () => {
    expect(mondayOf("2026-03-29")).toBe("2026-03-23");
    expect(mondayOf("2026-03-30")).toBe("2026-03-30");
    expect(mondayOf("2026-10-25")).toBe("2026-10-19");
    expect(mondayOf("2026-10-26")).toBe("2026-10-26");
  });

  it("always gives a Monday at most six days before, for any date", () => {
    const dates = fc.date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(dates, (date) => {
        const iso = date.toISOString().slice(0, 10);
        const monday = mondayOf(iso);
        expect(weekdayIndex(monday)).toBe(0);
        const gap = (Date.parse(iso) - Date.parse(monday)) / 86_400_000;
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(6);
      }),
    );
  });
});

describe("addDays", () => {
  it("moves a week forward and back across a month end", () => {
    expect(addDays("2026-11-27", 7)).toBe("2026-12-04");
    expect(addDays("2026-12-04", -7)).toBe("2026-11-27");
  });

  it("moves a week forward and back across a year end", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2027-01-04", -7)).toBe("2026-12-28");
  });

  it("knows leap days", () => {
    expect(addDays("2028-02-26", 7)).toBe("2028-03-04");
    expect(addDays("2028-02-29", -7)).toBe("2028-02-22");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("keeps whole days across the daylight-saving weekends of 2026 in Paris", () => {
    // Clocks go forward on Sunday 29 March and back on Sunday 25 October.
    expect(addDays("2026-03-23", 7)).toBe("2026-03-30");
    expect(addDays("2026-03-30", -7)).toBe("2026-03-23");
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-19", 7)).toBe("2026-10-26");
    expect(addDays("2026-10-26", -7)).toBe("2026-10-19");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
  });

  it("comes back to the same date after n days and -n days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -3000, max: 3000 }),
        (offset, days) => {
          const start = addDays("1900-01-01", offset);
          expect(addDays(addDays(start, days), -days)).toBe(start);
        },
      ),
    );
  });

  it("refuses a date that is not ISO", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("refuses to write a year that is not of four digits rather than write « 00-1 »", () => {
    expect(() => mondayOf("0000-01-01")).toThrow(RangeError);
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
    expect(addDays("0000-01-02", -1)).toBe("0000-01-01");
  });
});

describe("weekDays", () => {
  it("gives the seven days from Monday to Sunday, across a year end", () => {
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("gives the week holding the date when it is not a Monday", () => {
    expect(weekDays("2026-10-25")[0]).toBe("2026-10-19");
    expect(weekDays("2026-10-25")[6]).toBe("2026-10-25");
  });
});

describe("parisDayLabel", () => {
  it("names the day a stored moment was in Paris", () => {
    expect(parisDayLabel("2026-11-26T23:30:00.000Z")).toBe("vendredi 27 novembre");
    expect(parisDayLabel("2026-11-26T22:59:00.000Z")).toBe("jeudi 26 novembre");
  });
});

describe("todayIn", () => {
  it("gives the date in Paris, which may already be tomorrow in UTC terms", () => {
    expect(todayIn("Europe/Paris", new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayIn("Europe/Paris", new Date("2026-11-22T22:59:00Z"))).toBe("2026-11-22");
  });

  it("uses Paris when no time zone is given, summer time included", () => {
    // In summer Paris is UTC+2: 22:30 UTC is already half past midnight.
    expect(todayIn(undefined, new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(todayIn(undefined, new Date("2026-07-14T21:30:00Z"))).toBe("2026-07-14");
  });

  it("follows other time zones", () => {
    expect(todayIn("America/New_York", new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
    expect(todayIn("UTC", new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-23");
  });
});

describe("French labels", () => {
  it("names a day as a French calendar does", () => {
    expect(dayLabel("2026-11-23")).toBe("lundi 23 novembre");
    expect(dayLabel("2026-11-22")).toBe("dimanche 22 novembre");
    expect(dayLabel("2026-12-01")).toBe("mardi 1er décembre");
    expect(dayLabel("2026-08-15")).toBe("samedi 15 août");
  });

  it("names a week within one month", () => {
    expect(weekLabel("2026-11-16")).toBe("Semaine du 16 au 22 novembre 2026");
  });

  it("names a week across two months", () => {
    expect(weekLabel("2026-11-30")).toBe("Semaine du 30 novembre au 6 décembre 2026");
    expect(weekLabel("2026-02-23")).toBe("Semaine du 23 février au 1er mars 2026");
  });

  it("names a week across two years", () => {
    expect(weekLabel("2026-12-28")).toBe("Semaine du 28 décembre 2026 au 3 janvier 2027");
  });

  it("writes the first of the month as « 1er »", () => {
    expect(weekLabel("2026-06-01")).toBe("Semaine du 1er au 7 juin 2026");
  });
});
