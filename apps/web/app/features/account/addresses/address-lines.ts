import type { SavedAddress } from "@maison/contracts/address";

/** A saved address as the lines of a label: name, street, town, country and phone when given. */
export function addressLines(address: SavedAddress, countryName: (code: string) => string): string[] {
  const town = [address.city, [address.province, address.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    [address.address1, address.address2].filter(Boolean).join(", "),
    town,
    countryName(address.country_code),
    address.phone,
  ].filter((line) => line !== "");
}
