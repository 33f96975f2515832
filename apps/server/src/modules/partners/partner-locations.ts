import type { PartnerLocations } from "@maison/contracts/partners";
import { STORES } from "@maison/domain/catalog/store";

/**
 * GET /v6/locations-for-partner-form/: the places a partner's customers bring their pieces to —
 * Maison's boutiques, where a specialist meets them (decision 062).
 */
export function partnerFormLocations(): PartnerLocations {
  return { locations: STORES.map((s) => ({ id: s.handle, name: s.name, address: s.address })) };
}

export function partnerLocation(id: string) {
  return partnerFormLocations().locations.find((l) => l.id === id);
}
