import type { Tx } from "../../src/db/transaction.ts";
import { AddressService } from "../../src/modules/account/address.service.ts";
import type { CartPort, CartResult, CartView, CartViewer } from "../../src/modules/cart/cart.port.ts";
import { registerCheckoutJobs } from "../../src/modules/checkout/checkout-jobs.ts";
import { CheckoutService } from "../../src/modules/checkout/checkout.service.ts";
import { OrderPlacementService, type CartCompletion } from "../../src/modules/checkout/order-placement.service.ts";
import { OrderService } from "../../src/modules/checkout/order.service.ts";
import type { AuthorizeRequest, AuthorizeResult, PaymentGateway } from "../../src/platform/payments/payment-gateway.ts";
import type { LedgerHold, WalletPort } from "../../src/modules/wallet/wallet.port.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Test stand-ins for the ports the checkout builds on, used until the cart, wallet and gateway
 * modules are wired into the context: a cart that lists product rows by token, a gateway that keeps
 * every authorisation in memory (idempotent by key, like a real one), and a wallet with no cards.
 */
export class ProductCart implements CartPort, CartCompletion {
  readonly carts = new Map<string, { productIds: string[]; ownerId: string | null; completedOrderId: string | null; email: string | null }>();
  constructor(private readonly t: TestApp) {}

  open(token: string, productIds: string[], ownerId: string | null = null): void {
    this.carts.set(token, { productIds, ownerId, completedOrderId: null, email: null });
  }

  async get(cartId: string, viewer: CartViewer): Promise<CartView | null> {
    const cart = this.carts.get(cartId);
    if (!cart || (cart.ownerId && cart.ownerId !== viewer.userId)) return null;
    const rows = cart.productIds.length
      ? await this.t.context.db.kysely.selectFrom("products").selectAll().where("id", "in", cart.productIds).orderBy("id").execute()
      : [];
    const lines = rows.map((row) => ({
      id: `line-${row.id}`,
      kind: "product" as const,
      quantity: 1,
      merchandise: {
        variantId: row.variant_id,
        productId: row.id,
        productHandle: row.handle,
        productTitle: row.title,
        title: "Default Title",
        vendor: row.vendor,
        sku: row.sku,
        tags: [],
        priceCents: row.price_cents,
        compareAtPriceCents: null,
        availableForSale: row.state === "available",
        quantityAvailable: row.state === "available" ? 1 : 0,
        isExotic: row.is_exotic === 1,
        image: null,
      },
      attributes: [],
      sellingPlanId: null,
      discountAllocations: [],
      subtotalCents: row.price_cents,
      totalCents: row.price_cents,
    }));
    const subtotal = lines.reduce((s, l) => s + l.subtotalCents, 0);
    return {
      id: cartId,
      checkoutUrl: `http://localhost/checkouts/${cartId}`,
      createdAt: "2026-11-01T00:00:00.000Z",
      updatedAt: "2026-11-01T00:00:00.000Z",
      currencyCode: "USD",
      note: "",
      attributes: [],
      buyerIdentity: { email: cart.email, countryCode: null, customerId: cart.ownerId },
      lines,
      totalQuantity: lines.length,
      subtotalCents: subtotal,
      totalCents: subtotal,
      discountCodes: [],
      discountAllocations: [],
      appliedGiftCards: [],
      completedOrderId: cart.completedOrderId,
    };
  }

  async updateBuyerIdentity(cartId: string, identity: { email?: string | null }): Promise<CartResult> {
    const cart = this.carts.get(cartId);
    if (cart && identity.email !== undefined) cart.email = identity.email;
    return { cart: null, userErrors: [] };
  }

  async completeCart(tx: Tx, cartId: string, orderId: string): Promise<void> {
    const cart = this.carts.get(cartId);
    if (cart) tx.afterCommit(() => void (cart.completedOrderId = orderId));
  }

  create = unused;
  addLines = unused;
  updateLines = unused;
  removeLines = unused;
  updateAttributes = unused;
  updateNote = unused;
  updateDiscountCodes = unused;
  updateGiftCardCodes = unused;
}

async function unused(): Promise<CartResult> {
  throw new Error("not used by the checkout");
}

export interface GatewayRecord {
  reference: string;
  key: string;
  amountCents: number;
  status: "authorized" | "captured" | "voided";
}

/** Authorises every card except 4000 0000 0000 0002 (declined), keeping each authorisation by key. */
export class RecordingGateway implements PaymentGateway {
  readonly name = "recording";
  readonly records: GatewayRecord[] = [];
  /** Runs inside authorize, before it answers (to let a test act while the payment is in flight). */
  duringAuthorize: (() => Promise<void>) | null = null;

  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (this.duringAuthorize) await this.duringAuthorize();
    if (request.source.kind === "card" && request.source.number === "4000000000000002") {
      return { status: "declined", code: "card_declined", message: "Your card was declined." };
    }
    const existing = this.records.find((r) => r.key === request.idempotencyKey);
    if (existing) return { status: "authorized", reference: existing.reference, brand: "visa", last4: "4242" };
    const record: GatewayRecord = { reference: `ref_${this.records.length + 1}`, key: request.idempotencyKey, amountCents: request.amountCents, status: "authorized" };
    this.records.push(record);
    return { status: "authorized", reference: record.reference, brand: "visa", last4: "4242" };
  }

  async capture(reference: string): Promise<void> {
    const record = this.records.find((r) => r.reference === reference)!;
    if (record.status === "voided") throw new Error("cannot capture a voided authorisation");
    record.status = "captured";
  }

  async void(reference: string): Promise<void> {
    const record = this.records.find((r) => r.reference === reference)!;
    if (record.status === "captured") throw new Error("cannot void a captured payment");
    record.status = "voided";
  }
}

/** A wallet with no cards: any hold is refused (these tests apply no gift cards). */
export const EMPTY_WALLET: WalletPort = {
  findGiftCardByCode: async () => null,
  findGiftCardById: async () => null,
  walletCodesOf: async () => [],
  hold: async (): Promise<LedgerHold> => {
    throw new Error("no gift cards in these tests");
  },
  post: async () => undefined,
  release: async () => undefined,
};

export interface CheckoutKit {
  cart: ProductCart;
  gateway: RecordingGateway;
  checkout: CheckoutService;
  placement: OrderPlacementService;
  orders: OrderService;
}

/** The checkout services over the test app's database, clock, outbox and jobs. */
export function checkoutKit(t: TestApp): CheckoutKit {
  const { db, clock, logger, outbox, jobs, env } = t.context;
  const cart = new ProductCart(t);
  const gateway = new RecordingGateway();
  const checkout = new CheckoutService(db, clock, cart, new AddressService(db, clock));
  const placement = new OrderPlacementService({
    db,
    clock,
    logger,
    checkout,
    wallet: EMPTY_WALLET,
    gateway,
    cartCompletion: cart,
    outbox,
    jobs,
    secret: env.sessionSecret,
    publicBaseUrl: env.publicBaseUrl,
  });
  registerCheckoutJobs(jobs, { db, clock, placement });
  return { cart, gateway, checkout, placement, orders: new OrderService(db) };
}

export const US_ADDRESS = {
  first_name: "Ines",
  last_name: "Morel",
  address1: "1 Fifth Avenue",
  address2: "",
  city: "New York",
  province: "NY",
  zip: "10003",
  country_code: "US",
  phone: "",
};

export const TEST_CARD = { kind: "card" as const, number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123", name: "Ines Morel" };
