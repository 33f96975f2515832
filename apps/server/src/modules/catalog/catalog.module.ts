import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Later } from "../../platform/modules/later.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { InventoryService } from "../inventory/inventory.service.ts";
import { carouselRoutes } from "./carousel.routes.ts";
import { CarouselService } from "./carousel.service.ts";
import { catalogRoutes } from "./catalog.routes.ts";
import { CatalogService } from "./catalog.service.ts";
import type { FilteredListSource } from "./filtered-list-source.ts";
import { initialDataRoutes } from "./initial-data.routes.ts";
import { InitialDataService, serverReleaseVersion } from "./initial-data.service.ts";
import { isPhotoUsed } from "./catalog.repository.ts";
import type { UploadSweepPayload } from "./listing-photo.service.ts";
import { VIP_PREVIEW_PUBLISH_JOB, type VipPublishPayload } from "./listing-publication.service.ts";
import { createListingServices, LISTING_UPLOAD_SWEEP_JOB, type ListingServices } from "./listing-services.ts";
import { productExtraRoutes } from "./product-extra.routes.ts";
import { ProductExtraService } from "./product-extra.service.ts";
import { ProductLookupService } from "./product-lookup.service.ts";
import { ListingPartsCache } from "./listing-parts-cache.ts";

export interface CatalogModuleServices {
  catalog: CatalogService;
  carousels: CarouselService;
  productExtras: ProductExtraService;
  initialData: InitialDataService;
  products: ProductLookupService;
  /** The console's listings: writing them, their photos, putting them on sale (decision 036). */
  listings: ListingServices;
}

export interface CatalogModuleDeps {
  inventory: InventoryService;
  /** Filtered collection pages are searches: search reads the catalog, so it is given later. */
  lists: Later<FilteredListSource>;
}

/** Listings, collections, carousels, product pages' extra data and the initial data. */
export function createCatalogModule(platform: Platform, deps: CatalogModuleDeps): AppModule<CatalogModuleServices> {
  const { db, clock, storage, jobs } = platform;
  // One cache of listings' tags, photos and details for the catalog's reads and the other modules' cards.
  const parts = new ListingPartsCache(clock);
  const catalog = new CatalogService(db, clock, parts);
  const carousels = new CarouselService(db, clock);
  const productExtras = new ProductExtraService(db, clock);
  const initialData = new InitialDataService(clock, serverReleaseVersion());
  const listings = createListingServices({ db, clock, storage, inventory: deps.inventory, jobs });
  return {
    name: "catalog",
    services: { catalog, carousels, productExtras, initialData, products: new ProductLookupService(db, clock, parts), listings },
    apiRoutes: async (api) => {
      await catalogRoutes(api, catalog, deps.lists.get());
      await carouselRoutes(api, carousels);
      await productExtraRoutes(api, productExtras);
      await initialDataRoutes(api, initialData);
    },
    jobs: {
      [VIP_PREVIEW_PUBLISH_JOB]: (payload) => listings.publication.publishScheduled(payload as VipPublishPayload),
      [LISTING_UPLOAD_SWEEP_JOB]: async (payload) => {
        const { key } = payload as UploadSweepPayload;
        if (!(await isPhotoUsed(db.kysely, key))) await listings.photos.discard(key);
      },
    },
  };
}
