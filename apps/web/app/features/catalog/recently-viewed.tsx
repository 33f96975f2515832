import { useEffect, useState } from "react";
import type { ProductCard } from "@maison/contracts/catalog";
import { RECENTLY_VIEWED_MINIMUM } from "@maison/domain/favorites/recently-viewed";
import { callApi } from "../../lib/browser-api.ts";
import { ProductCarousel } from "./product-carousel.tsx";
import { readRecentlyViewed, recordRecentlyViewed } from "./recently-viewed-store.ts";

const RECENTLY_VIEWED_PATH = "/api/v6/shop/recently-viewed/";

export interface RecentlyViewedProps {
  productId: string;
  signedIn: boolean;
  /** A signed-in shopper's list, loaded with the page. */
  initial: readonly ProductCard[] | null;
}

/**
 * Recently Viewed (spec 2 §6): a signed-in shopper's list comes from the server and the view is
 * posted; a visitor's is kept in this browser. It shows only from 2 pieces (spec 2 §5).
 */
export function RecentlyViewed({ productId, signedIn, initial }: RecentlyViewedProps) {
  const [products, setProducts] = useState<readonly ProductCard[]>(initial ?? []);

  useEffect(() => {
    setProducts(initial ?? []);
    if (signedIn) {
      void callApi("POST", RECENTLY_VIEWED_PATH, { store_front_id: productId });
      return;
    }
    const earlier = readRecentlyViewed(localStorage).filter((id) => id !== productId);
    recordRecentlyViewed(localStorage, productId);
    if (earlier.length < RECENTLY_VIEWED_MINIMUM) return;
    let current = true;
    const query = new URLSearchParams({ ids: earlier.slice(0, 20).join(","), exclude: productId });
    void callApi("GET", `${RECENTLY_VIEWED_PATH}?${query}`).then(async (result) => {
      // The contract (and zod with it) loads with the first answer, not with the page (decision 045).
      const { RecentlyViewedResponse } = await import("@maison/contracts/account-lists");
      const parsed = RecentlyViewedResponse.safeParse(result.body);
      if (current && parsed.success) setProducts(parsed.data.products);
    });
    return () => {
      current = false;
    };
  }, [productId, signedIn, initial]);

  if (products.length < RECENTLY_VIEWED_MINIMUM) return null;
  return (
    <div className="product-similar">
      <ProductCarousel id="recently-viewed" title="Recently Viewed" products={products} />
    </div>
  );
}
