import { VIP_PREVIEW_TEXT } from "./vip-preview.ts";
import { useVipPreview } from "./use-vip-preview.ts";
import { vipPreviewMessage } from "./vip-preview-message.ts";

/** The VIP Preview panel's text: the message of the window's current phase (spec 1 §4). */
export function VipPreviewNote() {
  const info = useVipPreview();
  return <p>{info ? vipPreviewMessage(info) : VIP_PREVIEW_TEXT}</p>;
}
