import { pushToDataLayer } from "../../lib/data-layer.ts";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { callApi } from "../../lib/browser-api.ts";
import { useViewer } from "../identity/use-viewer.ts";
import { CartContext, type CartContextValue } from "./cart-context.ts";
import { serverCartStep, type Cart } from "./cart-model.ts";
import type { CartProfile } from "./cart-profile.ts";
import { ALTERNATE_PAYMENT_KEY, asksToOpenCart, readCartId, stampCartChange, storeCartId, withoutOpenCartParam } from "./cart-storage.ts";
import type { CartCallResult, StorefrontCartClient } from "./storefront-client.ts";
import { CART_MERGE_EVENT } from "./cart-events.ts";

/** The cart's operations, loaded with the first one a page needs (decision 045). */
const loadOperations = () => import("./cart-operations.ts");

export interface CartProviderProps {
  /** The cart the server rendered with (root loader), or null. */
  initialCart: Cart | null;
  /** The cart id the server looked that cart up by (the cookie's), or null. */
  cartIdAsked: string | null;
  storefrontToken: string;
  children: ReactNode;
}

/**
 * Holds the shopper's cart for every page: the cart calls (storefront GraphQL from the browser), the
 * busy flag around each of them, the drawer, the discount and gift-card messages, merge on login and
 * the checkout hand-off. The cart id lives in a cookie, so the server renders the same cart.
 */
export function CartProvider({ initialCart, cartIdAsked, storefrontToken, children }: CartProviderProps) {
  const viewer = useViewer();
  const signedIn = viewer !== null;
  const location = useLocation();
  const navigate = useNavigate();
  const [cart, setCart] = useState<Cart | null>(initialCart);
  const [pending, setPending] = useState(0);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profile, setProfile] = useState<CartProfile | null>(null);
  const [discountMessage, setDiscountMessage] = useState<string | null>(null);
  const [giftCardMessage, setGiftCardMessage] = useState<string | null>(null);
  const [giftForYouError, setGiftForYouError] = useState(false);
  const cartRef = useRef(cart);
  cartRef.current = cart;
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  const clientRef = useRef<{ token: string; client: StorefrontCartClient } | null>(null);
  /** The operations and this token's storefront client, loaded on first use. */
  const operations = useCallback(async () => {
    const ops = await loadOperations();
    if (clientRef.current?.token !== storefrontToken) {
      clientRef.current = { token: storefrontToken, client: ops.storefrontCartClient({ fetcher: (path, init) => fetch(path, init), token: storefrontToken }) };
    }
    return { ...ops, client: clientRef.current.client };
  }, [storefrontToken]);

  // The server's cart wins when it is the one this browser holds (a stale answer about a replaced cart is
  // ignored); a held cart the server no longer shows was checked out (the thank-you page): it is forgotten.
  useEffect(() => {
    const step = serverCartStep({ held: readCartId(), asked: cartIdAsked, server: initialCart, current: cartRef.current });
    if (step === "adopt") setCart(initialCart);
    if (step === "forget") {
      storeCartId(null);
      cartRef.current = null;
      setCart(null);
    }
  }, [initialCart, cartIdAsked]);

  const loadProfile = useCallback(async (): Promise<CartProfile | null> => {
    const { CART_PROFILE_PATH, toCartProfile } = await loadOperations();
    const result = await callApi("GET", CART_PROFILE_PATH);
    const loaded = result.ok ? toCartProfile(result.body) : null;
    setProfile(loaded);
    return loaded;
  }, []);

  useEffect(() => {
    if (signedIn) void loadProfile();
    else setProfile(null);
  }, [signedIn, loadProfile]);

  // Spec 1 §2: ?cart=open opens the drawer on load; the parameter is then dropped from the address.
  useEffect(() => {
    if (!asksToOpenCart(location.search)) return;
    setDrawerOpen(true);
    void navigate({ pathname: location.pathname, search: withoutOpenCartParam(location.search), hash: location.hash }, { replace: true, preventScrollReset: true });
  }, [location.search, location.pathname, location.hash, navigate]);

  /** Spec 1 §4: the busy flag goes up before and down after every action, even when it fails. */
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setPending((n) => n + 1);
    try {
      return await action();
    } finally {
      setPending((n) => n - 1);
    }
  }, []);

  const adopt = useCallback((next: Cart) => {
    setCart(next);
    cartRef.current = next;
    storeCartId(next.id);
    stampCartChange(new Date());
    if (signedInRef.current) void loadOperations().then(({ saveLastCart }) => saveLastCart(next));
  }, []);

  const adoptResult = useCallback(
    (result: CartCallResult) => {
      if (result.cart) adopt(result.cart);
      return result;
    },
    [adopt],
  );

  const mergeAfterSignIn = useCallback(
    () =>
      run(async () => {
        const current = cartRef.current;
        const [fresh, { client, mergeOnLogin, fetchLastCart, saveLastCart }] = await Promise.all([loadProfile(), operations()]);
        const outcome = await mergeOnLogin({ client, fetchLastCart, saveLastCart }, current, fresh?.isMember ?? false);
        if (outcome.cart) {
          setCart(outcome.cart);
          cartRef.current = outcome.cart;
          storeCartId(outcome.cart.id);
          stampCartChange(new Date());
        }
        if (outcome.openDrawer) setDrawerOpen(true);
      }),
    [operations, loadProfile, run],
  );

  /** Leaves for a cart's checkout (spec 1 §4 hand-off); false when it needs an e-mail first or the e-mail could not be set. */
  const handOff = useCallback(
    async (target: Cart, multipass: boolean): Promise<boolean> => {
      const { client, checkoutStep, takeMultipassLink } = await operations();
      const step = checkoutStep({
        cart: target,
        accountEmail: signedInRef.current ? (profile?.email ?? viewer?.email ?? null) : null,
        enteredEmail: null,
        multipass: signedInRef.current && multipass ? takeMultipassLink() : null,
        now: Date.now(),
      });
      if (step.kind === "need-email") return false;
      if (step.updateEmail) {
        const updated = await client.updateBuyerIdentity(target.id, { email: step.updateEmail });
        if (!updated.cart) return false;
      }
      window.location.assign(step.url);
      return true;
    },
    [operations, profile, viewer],
  );

  // Spec 1 §4 alternate-payment flow, on return from the membership's checkout: the flag is cleared and
  // the bag's checkout continues (or, unpaid, the membership line is back in the bag).
  useEffect(() => {
    // Most pages have no flag: the operations are loaded only when there is one to read.
    if (sessionStorage.getItem(ALTERNATE_PAYMENT_KEY) === null) return;
    void run(async () => {
      const { client, sessionFlagStore, resumeAfterSeparateMembershipPayment } = await operations();
      const flags = sessionFlagStore();
      if (!flags.read()) return;
      const outcome = await resumeAfterSeparateMembershipPayment(
        {
          client,
          flags,
          checkoutCompleted: async (token) => {
            const result = await callApi("GET", `/api/checkout/${encodeURIComponent(token)}/`);
            return result.ok ? (result.body as { state?: string } | null)?.state === "completed" : null;
          },
        },
        location.pathname,
      );
      if (outcome.kind === "none") return;
      adopt(outcome.cart);
      if (outcome.kind === "continue" && (await handOff(outcome.cart, false))) return;
      setDrawerOpen(true);
    });
  }, [location.pathname, operations, run, adopt, handOff]);

  useEffect(() => {
    const onMerge = () => void mergeAfterSignIn();
    window.addEventListener(CART_MERGE_EVENT, onMerge);
    return () => window.removeEventListener(CART_MERGE_EVENT, onMerge);
  }, [mergeAfterSignIn]);

  const value = useMemo<CartContextValue>(() => {
    const cartId = () => cartRef.current?.id ?? readCartId();
    return {
      cart,
      busy: pending > 0,
      drawerOpen,
      signedIn,
      profile,
      discountMessage,
      giftCardMessage,
      giftForYouError,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
      addItem: (variantId) =>
        run(async () => {
          const { client, addLinesOrCreate, lineInputFor } = await operations();
          const email = profile?.email;
          adoptResult(await addLinesOrCreate(client, cartId(), [lineInputFor(variantId)], email ? { buyerIdentity: { email } } : {}));
          pushToDataLayer({ event: "add_to_cart", item_variant_id: variantId });
          setDrawerOpen(true);
        }),
      removeLine: (lineId) =>
        run(async () => {
          const id = cartId();
          if (!id) return;
          const { client } = await operations();
          adoptResult(await client.removeLines(id, [lineId]));
          setDrawerOpen(true);
        }),
      applyDiscount: (code) =>
        run(async () => {
          const { client, normalizeDiscountCode, discountFeedback, appliedDiscountCode } = await operations();
          const id = cartId();
          const entered = normalizeDiscountCode(code);
          if (!id || !entered) return false;
          const result = await client.updateDiscountCodes(id, [entered]);
          const feedback = discountFeedback(entered, result, signedInRef.current);
          if (feedback.applied) {
            adoptResult(result);
            setDiscountMessage(null);
            return true;
          }
          // A code that does not apply is not left on the cart (spec 1 §4: it succeeds only above 0); the one before stays.
          const previous = appliedDiscountCode(cartRef.current);
          if (result.cart?.discountCodes.some((c) => c.code !== previous)) adoptResult(await client.updateDiscountCodes(id, previous ? [previous] : []));
          setDiscountMessage(feedback.message);
          return false;
        }),
      removeDiscount: () =>
        run(async () => {
          const id = cartId();
          if (!id) return;
          const { client } = await operations();
          adoptResult(await client.updateDiscountCodes(id, []));
          setDiscountMessage(null);
        }),
      applyGiftCard: (code) =>
        run(async () => {
          const { client, normalizeGiftCardCode, keptGiftCardEntries, CART_MESSAGES } = await operations();
          const id = cartId();
          const entered = normalizeGiftCardCode(code);
          if (!id || !entered) return false;
          const before = cartRef.current?.giftCards.length ?? 0;
          const result = adoptResult(await client.updateGiftCardCodes(id, [...keptGiftCardEntries(cartRef.current), entered]));
          const applied = Boolean(result.cart && result.cart.giftCards.length > before && (result.userErrors?.length ?? 0) === 0);
          setGiftCardMessage(applied || result.userErrors === null ? null : (result.userErrors[0]?.message ?? CART_MESSAGES.giftCardNotApplied));
          return applied;
        }),
      removeGiftCard: (giftCardId) =>
        run(async () => {
          const id = cartId();
          if (!id) return;
          const { client, keptGiftCardEntries } = await operations();
          adoptResult(await client.updateGiftCardCodes(id, keptGiftCardEntries(cartRef.current, [giftCardId])));
          setGiftCardMessage(null);
        }),
      setPoints: (on) =>
        run(async () => {
          const id = cartId();
          if (!id || !profile) return;
          const { client, pointsAttributes } = await operations();
          adoptResult(await client.updateAttributes(id, pointsAttributes(on, profile)));
        }),
      setStoreCredit: (on) =>
        run(async () => {
          const id = cartId();
          if (!id || !profile) return;
          const { client, storeCreditBlocked, storeCreditCodes } = await operations();
          if (on && storeCreditBlocked(cartRef.current, profile)) {
            setGiftForYouError(true);
            return;
          }
          setGiftForYouError(false);
          adoptResult(await client.updateGiftCardCodes(id, storeCreditCodes(on, cartRef.current, profile.walletCodes)));
        }),
      addMembership: () =>
        run(async () => {
          const { client, addLinesOrCreate, membershipLineInput } = await operations();
          adoptResult(await addLinesOrCreate(client, cartId(), [membershipLineInput()]));
          setDrawerOpen(true);
        }),
      checkout: (enteredEmail) =>
        run(async () => {
          const current = cartRef.current;
          if (!current) return "failed" as const;
          const { client, checkoutStep, takeMultipassLink } = await operations();
          const step = checkoutStep({
            cart: current,
            accountEmail: signedInRef.current ? (profile?.email ?? viewer?.email ?? null) : null,
            enteredEmail,
            multipass: signedInRef.current ? takeMultipassLink() : null,
            now: Date.now(),
          });
          if (step.kind === "need-email") return "need-email" as const;
          if (step.updateEmail) {
            const updated = await client.updateBuyerIdentity(current.id, { email: step.updateEmail });
            if (!updated.cart) return "failed" as const;
            adopt(updated.cart);
          }
          window.location.assign(step.url);
          return "leaving" as const;
        }),
      payMembershipSeparately: () =>
        run(async () => {
          const current = cartRef.current;
          if (!current || !signedInRef.current) return "failed" as const;
          const { client, startSeparateMembershipPayment, sessionFlagStore } = await operations();
          const outcome = await startSeparateMembershipPayment({ client, flags: sessionFlagStore(), email: profile?.email ?? viewer?.email ?? null }, current);
          if (!outcome.ok) {
            if (outcome.cart) adopt(outcome.cart);
            return "failed" as const;
          }
          // The bag stays this browser's cart; the membership-only cart is reached through its checkout.
          adopt(outcome.itemsCart);
          return (await handOff(outcome.membershipCart, true)) ? ("leaving" as const) : ("failed" as const);
        }),
      mergeAfterSignIn,
    };
  }, [cart, pending, drawerOpen, signedIn, profile, discountMessage, giftCardMessage, giftForYouError, run, adopt, adoptResult, operations, mergeAfterSignIn, viewer, handOff]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
