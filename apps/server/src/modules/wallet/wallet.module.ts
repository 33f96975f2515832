import type { AppModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { WalletHistoryService } from "./wallet-history.service.ts";
import { WalletService } from "./wallet.service.ts";

export interface WalletModuleServices {
  wallet: WalletService;
  walletHistory: WalletHistoryService;
}

/** The ledger of gift cards, store credit and points (decision 019); it needs no other module. */
export function createWalletModule(platform: Platform): AppModule<WalletModuleServices> {
  const { db, clock, env, transitions, crash } = platform;
  return { name: "wallet", services: { wallet: new WalletService(db, clock, env.sessionSecret, transitions, crash), walletHistory: new WalletHistoryService(db) } };
}
