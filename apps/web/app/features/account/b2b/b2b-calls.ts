import { callApi, type ApiResult } from "../../../lib/browser-api.ts";
import { ACCOUNT_API } from "../account-paths.ts";

/** The B2B collection calls of spec 2 §7 as the browser makes them. */
export const b2bCalls = {
  create: (name: string): Promise<ApiResult> => callApi("POST", ACCOUNT_API.b2bCollections, { name }),
  remove: (id: string): Promise<ApiResult> => callApi("DELETE", ACCOUNT_API.b2bCollection(id)),
  addPiece: (id: string, productId: string): Promise<ApiResult> => callApi("PUT", ACCOUNT_API.b2bCollection(id), { product_id: productId }),
  removePiece: (id: string, productId: string): Promise<ApiResult> => callApi("PUT", ACCOUNT_API.b2bCollection(id), { remove_product_id: productId }),
};
