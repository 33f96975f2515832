import { IMAGE_SIZES } from "@maison/domain/catalog/image-size";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";

/** A line's picture in a fixed square box, so the summary never shifts while images load. */
export function LineThumbnail({ imageUrl, vendor }: { imageUrl: string | null; vendor: string }) {
  return (
    <div className="line-thumbnail">
      {imageUrl ? (
        <ResponsiveImage src={imageUrl} alt="" width={IMAGE_SIZES.medium_small} height={IMAGE_SIZES.medium_small} sizes="80px" />
      ) : (
        <span className="line-thumbnail-empty" aria-hidden="true">
          {vendor.slice(0, 1)}
        </span>
      )}
    </div>
  );
}
