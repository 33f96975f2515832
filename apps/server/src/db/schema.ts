import type { ForYouTables } from "../modules/account/for-you.table.ts";
import type { RecentlyViewedTables } from "../modules/account/recently-viewed.table.ts";
import type { SavedSearchesTables } from "../modules/saved-searches/saved-searches.table.ts";
import type { NewsletterTables } from "../modules/account/newsletter.table.ts";
import type { CartTables } from "../modules/cart/cart.table.ts";
import type { CatalogTables } from "../modules/catalog/catalog.table.ts";
import type { FavoritesTables } from "../modules/favorites/favorites.table.ts";
import type { B2bTables } from "../modules/b2b/b2b.table.ts";
import type { IdentityTables } from "../modules/identity/identity.table.ts";
import type { SearchTables } from "../modules/search/search.table.ts";
import type { CheckoutTables } from "../modules/checkout/checkout.table.ts";
import type { AddressTables } from "../modules/account/address.table.ts";
import type { WalletTables } from "../modules/wallet/wallet.table.ts";
import type { IdempotencyTables } from "../http/idempotency.table.ts";
import type { PaymentTables } from "../platform/payments/payments.table.ts";
import type { MembershipTables } from "../modules/membership/membership.table.ts";
import type { ContentTables } from "../modules/content/content.table.ts";
import type { JobsTables } from "../platform/jobs/jobs.table.ts";
import type { MailTables } from "../platform/mail/mail.table.ts";
import type { OutboxTables } from "../platform/outbox/outbox.table.ts";
import type { AuditTables } from "../platform/lifecycle/audit.table.ts";
import type { EventTables } from "../platform/events/event-receipts.table.ts";
import type { InventoryTables } from "../modules/inventory/inventory.table.ts";
import type { RateLimitTables } from "../platform/rate-limit/rate-limit.table.ts";
import type { ValuationTables } from "../modules/valuation/valuation.table.ts";
import type { SellingTables } from "../modules/selling/selling.table.ts";
import type { PartnersTables } from "../modules/partners/partners.table.ts";
import type { WholesaleTables } from "../modules/wholesale/wholesale.table.ts";
import type { PayoutsTables } from "../modules/payouts/payouts.table.ts";
import type { PaymentRequestsTables } from "../modules/payment-requests/payment-requests.table.ts";
import type { ConsignmentTables } from "../modules/consignment/consignment.table.ts";
import type { LoansTables } from "../modules/loans/loans.table.ts";
import type { TradeInTables } from "../modules/trade-in/trade-in.table.ts";
import type { ReturnsTables } from "../modules/returns/returns.table.ts";
import type { ContentPagesTables } from "../modules/content-pages/content-pages.table.ts";
import type { FlagsTables } from "../modules/flags/flags.table.ts";
import type { WalletAccountTables } from "../modules/wallet-account/wallet-account.table.ts";
import type { ReportTables } from "../modules/report/report.table.ts";
import type { CountriesTables } from "../modules/countries/countries.table.ts";

/** Every table, assembled from the table definitions of each module. */
export interface Database
  extends CatalogTables,
    IdentityTables,
    JobsTables,
    OutboxTables,
    AuditTables,
    EventTables,
    InventoryTables,
    MailTables,
    RateLimitTables,
    FavoritesTables,
    B2bTables,
    SavedSearchesTables,
    NewsletterTables,
    RecentlyViewedTables,
    ForYouTables,
    SearchTables,
    CartTables,
    CheckoutTables,
    AddressTables,
    WalletTables,
    PaymentTables,
    MembershipTables,
    ContentTables,
    ValuationTables,
    SellingTables,
    PartnersTables,
    WholesaleTables,
    PayoutsTables,
    PaymentRequestsTables,
    ConsignmentTables,
    LoansTables,
    TradeInTables,
    ReturnsTables,
    WalletAccountTables,
    ReportTables,
    ContentPagesTables,
    CountriesTables,
    FlagsTables,
    IdempotencyTables {}
