import type { AddressFields } from "@maison/contracts/address";
import type { CheckoutShippingAddressUpdate, CheckoutState } from "@maison/contracts/checkout";
import type { ShippingMethodHandle, ShippingOption } from "@maison/domain/checkout/shipping-method";
import type { TierKey } from "@maison/domain/membership/tier";
import { isDomainError } from "@maison/domain/shared/domain-error";
import { isoNow, type Clock } from "../../db/clock.ts";
import type { Db } from "../../db/database.ts";
import type { AddressService } from "../account/address.service.ts";
import type { CartPort, CartView } from "../cart/cart.port.ts";
import { BuiltInTaxCalculator } from "../../platform/tax/built-in-tax-calculator.ts";
import type { TaxCalculator } from "../../platform/tax/tax-calculator.ts";
import { checkoutErrors } from "./checkout-errors.ts";
import { checkoutDraft, type CheckoutBuyer, type CheckoutDraft } from "./checkout-view.ts";
import { ensureCheckout, findCheckout, updateOpenCheckout, type CheckoutRow } from "./checkout.repository.ts";

/** The owner of a cart from its buyer identity (a plain user id or a gid ending in it). */
export function cartOwnerId(cart: CartView): string | null {
  const id = cart.buyerIdentity.customerId;
  if (!id) return null;
  return id.slice(id.lastIndexOf("/") + 1);
}

/** A cart's delivery as checkout knows it: the address, the methods it allows, the chosen one, the lines that ship. */
export interface CartDelivery {
  address: AddressFields;
  options: ShippingOption[];
  chosen: ShippingOption | null;
  lineIds: string[];
}

/** The tiers service as checkout reads it: the signed-in buyer's spend tier (its benefits price shipping). */
export interface BuyerTierSource {
  tierOf(userId: string): Promise<{ key: TierKey }>;
}

/** The hosted checkout of a cart: contact, shipping address and method, and what it all costs. */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly cart: CartPort,
    private readonly addresses: AddressService,
    private readonly tiers?: BuyerTierSource,
    private readonly tax: TaxCalculator = new BuiltInTaxCalculator(),
    private readonly options: { includeTestPlans: boolean } = { includeTestPlans: false },
  ) {}

  /**
   * The cart and its checkout as `buyer` may see them: a user's cart is that user's alone. A caller
   * that has the checkout row already (the placement lease's claim returns it) passes it, not read again.
   */
  async draft(token: string, buyer: CheckoutBuyer, known: { checkout?: CheckoutRow } = {}): Promise<{ cart: CartView; draft: CheckoutDraft }> {
    const cart = await this.cart.get(token, buyer);
    if (!cart) throw checkoutErrors.notFound();
    const owner = cartOwnerId(cart);
    if (owner && owner !== buyer.userId) throw buyer.userId ? checkoutErrors.notYours() : checkoutErrors.signInRequired();
    const row = known.checkout ?? (await findCheckout(this.db.kysely, token));
    const tierKey = buyer.userId && this.tiers ? (await this.tiers.tierOf(buyer.userId)).key : null;
    const drafted = checkoutDraft(cart, row, { ...buyer, tierKey }, null, this.options);
    // Once the address is known the tax provider is asked, and the draft is made again with its answer.
    if (!drafted.taxRequest) return { cart, draft: drafted };
    try {
      const quote = await this.tax.calculate(drafted.taxRequest);
      return { cart, draft: checkoutDraft(cart, row, { ...buyer, tierKey }, quote, this.options) };
    } catch (error) {
      // A provider that cannot answer (or place the address) leaves the tax to be calculated: the page
      // still reads, the address step says why, and no order is placed without its tax.
      if (!isDomainError(error)) throw error;
      return { cart, draft: { ...drafted, taxError: error } };
    }
  }

  /**
   * Where the cart's pieces would travel, as the storefront's delivery groups show it (decision 081):
   * the address given at checkout, the methods it allows and the one chosen, and the lines that ship;
   * null while nothing ships or no address is known. The tax provider is not asked.
   */
  async delivery(token: string, buyer: CheckoutBuyer): Promise<CartDelivery | null> {
    const cart = await this.cart.get(token, buyer);
    if (!cart || cart.completedOrderId) return null;
    const owner = cartOwnerId(cart);
    if (owner && owner !== buyer.userId) return null;
    const row = await findCheckout(this.db.kysely, token);
    const tierKey = buyer.userId && this.tiers ? (await this.tiers.tierOf(buyer.userId)).key : null;
    const draft = checkoutDraft(cart, row, { ...buyer, tierKey }, null, this.options);
    if (!draft.requiresShipping || !draft.address) return null;
    return { address: draft.address, options: draft.options, chosen: draft.chosen, lineIds: draft.productLines.map((line) => line.id) };
  }

  async get(token: string, buyer: CheckoutBuyer): Promise<CheckoutState> {
    return (await this.draft(token, buyer)).draft.state;
  }

  /** The guest's contact e-mail; signed-in buyers always use their account's. */
  async updateContact(token: string, buyer: CheckoutBuyer, email: string): Promise<CheckoutState> {
    await this.change(token, buyer, { email });
    if (!buyer.userId) await this.cart.updateBuyerIdentity(token, { email }, buyer);
    return this.get(token, buyer);
  }

  /** A typed address, or one of the signed-in user's saved addresses (never another user's). */
  async updateShippingAddress(token: string, buyer: CheckoutBuyer, input: CheckoutShippingAddressUpdate): Promise<CheckoutState> {
    if (!(await this.draft(token, buyer)).draft.requiresShipping) throw checkoutErrors.nothingToShip("shipping_address");
    let address: AddressFields;
    let savedId: string | null = null;
    if ("address_id" in input) {
      if (!buyer.userId) throw checkoutErrors.savedAddressForUsersOnly();
      const saved = await this.addresses.get(buyer.userId, input.address_id, "address_id");
      const { id, address: _a, state: _s, zipcode: _z, ...fields } = saved;
      address = fields;
      savedId = id;
    } else {
      address = input;
    }
    await this.change(token, buyer, { shipping_address: JSON.stringify(address), shipping_address_id: savedId });
    const { draft } = await this.draft(token, buyer);
    // A method the new address cannot use is dropped rather than kept silently.
    if (draft.state.shipping_method === null) await this.change(token, buyer, { shipping_method: null });
    if (draft.taxError) throw draft.taxError;
    return draft.state;
  }

  /** Chooses one of the methods available for this cart and address (spec 2 §9). */
  async updateShippingMethod(token: string, buyer: CheckoutBuyer, handle: ShippingMethodHandle): Promise<CheckoutState> {
    const { draft } = await this.draft(token, buyer);
    if (!draft.requiresShipping) throw checkoutErrors.nothingToShip("handle");
    if (!draft.address) throw checkoutErrors.addressRequired();
    if (draft.refusal) throw checkoutErrors.shippingRefused(draft.refusal.code, draft.refusal.message);
    if (!draft.options.some((option) => option.handle === handle)) throw checkoutErrors.methodUnavailable();
    await this.change(token, buyer, { shipping_method: handle });
    return this.get(token, buyer);
  }

  private async change(
    token: string,
    buyer: CheckoutBuyer,
    changes: Parameters<typeof updateOpenCheckout>[2],
  ): Promise<void> {
    const { cart } = await this.draft(token, buyer);
    if (cart.completedOrderId) throw checkoutErrors.completed();
    const now = isoNow(this.clock);
    await ensureCheckout(this.db.kysely, token, now);
    if (!(await updateOpenCheckout(this.db.kysely, token, changes, now))) throw checkoutErrors.completed();
  }
}
