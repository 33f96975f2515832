import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import type { PromotionService } from "../content/promotion.service.ts";
import type { WalletService } from "../wallet/wallet.service.ts";
import type { MerchandiseSource } from "./cart-merchandise.ts";
import { CartService, type TradeInBagSource } from "./cart.service.ts";
import type { ShippingProtectionSwitch } from "./shipping-protection-switch.ts";
import { releaseDiscountOfCancelledOrder } from "./discount-release.ts";
import { LastCartService } from "./last-cart.service.ts";
import { lastCartRoutes } from "./last-cart.routes.ts";

export interface CartModuleServices {
  cart: CartService;
  lastCarts: LastCartService;
}

/** Carts and their rules (decisions 015, 016), with the wallet's balances and the running sale. */
export function createCartModule(platform: Platform, deps: { wallet: WalletService; products: MerchandiseSource; promotions: PromotionService; tradeIns?: { get(): TradeInBagSource }; protection?: ShippingProtectionSwitch }): AppModule<CartModuleServices> {
  const { db, clock, env } = platform;
  const cart = new CartService(db, clock, deps.wallet, deps.products, { publicBaseUrl: env.publicBaseUrl, includeTestPlans: env.NODE_ENV !== "production", crash: platform.crash }, deps.promotions, deps.tradeIns ?? null, deps.protection ?? null);
  const lastCarts = new LastCartService(db, clock, (token) => cart.checkoutUrlOf(token));
  return {
    name: "cart",
    services: { cart, lastCarts },
    apiRoutes: (api) => lastCartRoutes(api, lastCarts),
    subscriptions: [{ event: "order.cancelled", subscriber: "cart.release-discount", mode: "in-transaction", handler: releaseDiscountOfCancelledOrder }],
  };
}
