import { describe, expect, it } from "vitest";
import { orderActionBody, orderListApiPath, orderListQueryOf } from "./ops-orders-api.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("the order page's forms", () => {
  it("sends a shipment with the tracking number as the carrier prints it", () => {
    expect(orderActionBody("ship", form({ carrier: "ups", tracking_number: "1z 999 aa1 0123 4567 84" }))).toEqual({ body: { carrier: "ups", tracking_number: "1Z999AA10123456784" } });
  });

  it("names the field at fault before anything is sent", () => {
    expect(orderActionBody("ship", form({ carrier: "", tracking_number: "123" }))).toEqual({ fields: { carrier: "Please choose a carrier." } });
    expect(orderActionBody("ship", form({ carrier: "dhl", tracking_number: "123" }))).toEqual({
      fields: { tracking_number: "This is not a DHL tracking number: expected 10 or 11 digits, or JJD followed by 18 digits." },
    });
  });

  it("cancels only with a reason and the confirmation ticked", () => {
    expect(orderActionBody("cancel", form({ reason: "" }))).toEqual({ fields: { reason: "Please say why the order is cancelled.", confirm: "Please confirm the cancellation." } });
    expect(orderActionBody("cancel", form({ reason: "Buyer asked", confirm: "yes" }))).toEqual({ body: { reason: "Buyer asked" } });
    expect(orderActionBody("pack", form({}))).toEqual({ body: undefined });
  });

  it("reads the list from the address, falling back to orders to ship", () => {
    expect(orderListQueryOf(new URL("http://x/ops/orders?state=shipped&q=ada&page=2"))).toEqual({ state: "shipped", q: "ada", page: 2 });
    expect(orderListQueryOf(new URL("http://x/ops/orders?state=lost"))).toEqual({ state: "to_ship", page: 1 });
    expect(orderListApiPath({ state: "all", q: "ada@x", page: 1 })).toBe("/api/ops/orders/?state=all&page=1&q=ada%40x");
  });
});
