import { useRouteLoaderData } from "react-router";
import { vipPreviewWindow } from "@maison/domain/catalog/vip-preview";
import type { VipPreviewInfo } from "./vip-preview-message.ts";

/** The VIP preview window at `now`, in the shape the root loader hands to every page. */
export function vipPreviewInfo(now: Date): VipPreviewInfo {
  const window = vipPreviewWindow(now);
  return { phase: window.phase, start: window.start.toISOString(), end: window.end.toISOString() };
}

/** The VIP preview window the page was rendered with (the server's clock, so hydration agrees). */
export function useVipPreview(): VipPreviewInfo | null {
  const data = useRouteLoaderData("root") as { vipPreview?: VipPreviewInfo } | undefined;
  return data?.vipPreview ?? null;
}
