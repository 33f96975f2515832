import { readFileSync } from "node:fs";
import path from "node:path";
import type { InitialDataResponse } from "@maison/contracts/initial-data";
import { MORE_MATCHES_MIN_TOTAL_EXCLUSIVE, SLIDER_PAGE_SIZE, SLIDER_PAGE_SIZE_SMALL } from "@maison/domain/catalog/carousel";
import { MUST_SHOW_NAVBAR_MESSAGE } from "@maison/domain/catalog/first-look-query";
import { CAROUSEL_PAGE_SIZE, LIST_PAGE_SIZE } from "@maison/domain/catalog/paging";
import { ESTIMATED_RETAIL_HIDE_AT_RATIO } from "@maison/domain/catalog/price-display";
import { PRODUCT_DETAIL_FIELDS, PRODUCT_METAFIELD_NAMESPACE } from "@maison/domain/catalog/product-detail-fields";
import { LIST_SORTS } from "@maison/domain/catalog/sort";
import { EXTRA_TAGS_PREFIX, TAG_PREFIX } from "@maison/domain/catalog/tag";
import { VIP_PREVIEW_SETTINGS, vipPreviewWindow, type VipPreviewSettings } from "@maison/domain/catalog/vip-preview";
import { COUNTRY_CURRENCIES, countryCurrency } from "@maison/domain/content/country-currency";
import { COUNTRIES } from "@maison/domain/content/countries";
import { isPremium, SITE_CREDITS_PERCENT, TIER_BENEFITS, TIERS } from "@maison/domain/membership/tier";
import { ALLOWED_FILTERS, AVAILABILITY_OPTIONS, FILTER_DEFINITIONS, VIP_OPTIONS } from "@maison/domain/search/filters";
import { slugify } from "@maison/domain/shared/slug";
import { STORES } from "@maison/domain/catalog/store";
import type { Clock } from "../../db/clock.ts";
import { SERVER_ROOT } from "../../config/server-root.ts";

/** The server's release: initial data is cached by clients under it (spec 2 §7). */
export function serverReleaseVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(path.join(SERVER_ROOT, "package.json"), "utf8"));
  const version = typeof pkg === "object" && pkg !== null && "version" in pkg ? String(pkg.version) : "0.0.0";
  return version;
}

const options = (labels: readonly string[]) => labels.map((label) => ({ key: slugify(label), label }));

/**
 * Initial data (spec 2 §3, §7): everything the storefront configures itself with at start. All of it
 * comes from the rules in packages/domain; only the country and the VIP preview phase vary.
 */
export class InitialDataService {
  constructor(
    private readonly clock: Clock,
    private readonly releaseVersion: string,
    private readonly vipPreview: VipPreviewSettings = VIP_PREVIEW_SETTINGS,
  ) {}

  initialData(countryCode: string | null): InitialDataResponse {
    const window = vipPreviewWindow(this.clock.now(), this.vipPreview);
    return {
      release_version: this.releaseVersion,
      country: countryCurrency(countryCode),
      available_countries: COUNTRIES.map((c) => ({ country_code: c.code, name: c.name, currency: COUNTRY_CURRENCIES[c.code] ?? "USD" })),
      product_metafields: PRODUCT_DETAIL_FIELDS.map((f) => ({ namespace: PRODUCT_METAFIELD_NAMESPACE, key: f.key })),
      pdp_field_mapping: Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((f) => [f.key, { title: f.title, section: f.section }])),
      plp_size_tag_prefix: TAG_PREFIX.size,
      extra_tags_prefix: EXTRA_TAGS_PREFIX,
      plp_filter_rules: FILTER_DEFINITIONS.map((f) => ({
        name: f.name,
        display_name: f.displayName,
        min_tier_rank: f.gate.minRank,
        audience: f.gate.audience,
        usd_only: f.usdOnly,
      })),
      rewards_tiers: TIERS.map((t) => ({
        tier_key: t.key,
        name: t.name,
        rank: t.rank,
        min_spend_cents: t.minSpendCents,
        seller_incentive: TIER_BENEFITS[t.key].sellerIncentivePercent,
        lp_item_limit: TIER_BENEFITS[t.key].lpItemLimit,
        free_shipping: TIER_BENEFITS[t.key].freeShipping,
        special_day_percent: TIER_BENEFITS[t.key].specialDayPercent,
        is_premium: isPremium(t.rank, false),
      })),
      site_credits_percent: SITE_CREDITS_PERCENT,
      sort_options: LIST_SORTS.map((s) => ({ key: s.key, label: s.label })),
      availability_options: options(AVAILABILITY_OPTIONS),
      vip_options: options(VIP_OPTIONS),
      allowed_filters: [...ALLOWED_FILTERS],
      stores: STORES.map((store) => ({ id: store.handle, name: store.name })),
      estimated_retail_threshold: ESTIMATED_RETAIL_HIDE_AT_RATIO,
      list_page_size: LIST_PAGE_SIZE,
      carousel: {
        page_size: CAROUSEL_PAGE_SIZE,
        more_matches_min_total: MORE_MATCHES_MIN_TOTAL_EXCLUSIVE,
        slider_page_size: SLIDER_PAGE_SIZE,
        slider_page_size_small: SLIDER_PAGE_SIZE_SMALL,
      },
      vip_preview: {
        weekday: this.vipPreview.weekday,
        duration_hours: this.vipPreview.durationHours,
        start_override: this.vipPreview.startOverride?.toISOString() ?? null,
        phase: window.phase,
        start: window.start.toISOString(),
        end: window.end.toISOString(),
        must_show_navbar_message: MUST_SHOW_NAVBAR_MESSAGE,
      },
    };
  }
}
