import { describe, expect, it } from "vitest";
import { approximateLocalUnits, parseEcbReferenceRates, ReferenceRateParseError } from "./reference-rate.ts";

const DAILY = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube>
    <Cube time='2026-09-24'>
      <Cube currency='USD' rate='1.1367'/>
      <Cube currency='JPY' rate='180.57'/>
      <Cube currency='GBP' rate='0.85986'/>
      <Cube currency='CHF' rate='bad'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe("reference rates", () => {
  it("crosses the ECB's per-euro rates through the dollar", () => {
    const rates = parseEcbReferenceRates(DAILY);
    expect(rates.asOf).toBe("2026-09-24");
    expect(rates.perUsd.EUR).toBeCloseTo(1 / 1.1367, 10);
    expect(rates.perUsd.GBP).toBeCloseTo(0.85986 / 1.1367, 10);
    expect(rates.perUsd.JPY).toBeCloseTo(180.57 / 1.1367, 10);
    expect(rates.perUsd.USD).toBeUndefined();
    expect(rates.perUsd.CHF).toBeUndefined();
  });
  it("refuses a file without a day or without the dollar", () => {
    expect(() => parseEcbReferenceRates("<html>maintenance</html>")).toThrow(ReferenceRateParseError);
    expect(() => parseEcbReferenceRates(DAILY.replace("'USD'", "'XXX'"))).toThrow("no US dollar rate");
    expect(() => parseEcbReferenceRates(DAILY.replace("2026-09-24", "2026-13-45"))).toThrow("names no day");
  });
  it("shows a dollar amount in whole local units, rounded", () => {
    // $1,480 at 0.879740 euro per dollar is €1,302.
    expect(approximateLocalUnits(148_000, 1 / 1.1367)).toBe(1302);
    expect(approximateLocalUnits(148_000, 180.57 / 1.1367)).toBe(235_105);
    expect(approximateLocalUnits(0, 0.9)).toBe(0);
  });
});
