import { describe, expect, it } from "vitest";
import { addressLines } from "./address-lines.ts";

const base = {
  id: "adr_0000000000",
  first_name: "Ines",
  last_name: "Morel",
  address1: "12 Park Avenue",
  address2: "Apt 4",
  city: "New York",
  province: "NY",
  zip: "10001",
  country_code: "US",
  phone: "",
  address: "12 Park Avenue",
  state: "NY",
  zipcode: "10001",
  is_default: true,
};

describe("address lines", () => {
  it("reads as a label, leaving out what is empty", () => {
    expect(addressLines(base, () => "United States")).toEqual(["Ines Morel", "12 Park Avenue, Apt 4", "New York, NY 10001", "United States"]);
    expect(addressLines({ ...base, address2: "", province: "", phone: "+44 20 7946 0000", country_code: "GB" }, () => "United Kingdom")).toEqual([
      "Ines Morel",
      "12 Park Avenue",
      "New York, 10001",
      "United Kingdom",
      "+44 20 7946 0000",
    ]);
  });
});
