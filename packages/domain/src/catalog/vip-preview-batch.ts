import { VIP_PREVIEW_SETTINGS, vipPreviewWindow, type VipPreviewSettings } from "./vip-preview.ts";

/** One weekly VIP preview batch: members may shop it from `start`, everyone from `end`. */
export interface VipPreviewBatch {
  start: Date;
  end: Date;
}

/**
 * The batch a listing published "in the next VIP preview" joins: the next window that has not opened
 * yet. While a window is open, that is next week's (a piece never joins a preview already under way,
 * so members always get the whole 24 hours). Null when no window lies ahead (a start override that
 * has passed).
 */
export function nextVipPreviewBatch(now: Date, settings: VipPreviewSettings = VIP_PREVIEW_SETTINGS): VipPreviewBatch | null {
  const current = vipPreviewWindow(now, settings);
  const window = current.phase === "vip" ? vipPreviewWindow(current.end, settings) : current;
  return window.start.getTime() > now.getTime() ? { start: window.start, end: window.end } : null;
}
