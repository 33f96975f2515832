import { useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";
import { Dialog } from "../../components/ui/dialog.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import "./product-image-viewer.css";

/** How much the zoomed image is magnified. */
const ZOOM = 2.5;

/** One of the product's images (the gallery's, which opens the viewer). */
export interface ViewerImage {
  src: string;
  width: number;
  height: number;
}

export interface ProductImageViewerProps {
  images: readonly ViewerImage[];
  name: string;
  /** The image it opens on. */
  start: number;
  altFor: (index: number) => string;
  onClose: () => void;
}

/**
 * The product's images full screen (issue 16): the big size, loaded only when the viewer opens (this
 * module too). The image is a button that zooms in where it is clicked and follows the pointer; the
 * arrow keys and buttons move between images, + and - zoom, Escape closes and focus goes back to
 * where it was (the Dialog).
 */
export function ProductImageViewer({ images, name, start, altFor, onClose }: ProductImageViewerProps) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const image = images[index];
  if (!image) return null;
  const count = images.length;

  const go = (step: number) => {
    setZoomed(false);
    setIndex((current) => (current + step + count) % count);
  };
  const aim = (event: MouseEvent<HTMLElement> | PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowRight" && count > 1) go(1);
    else if (event.key === "ArrowLeft" && count > 1) go(-1);
    else if (event.key === "+" || event.key === "=") setZoomed(true);
    else if (event.key === "-") setZoomed(false);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog title={name} eyebrow={`Image ${index + 1} of ${count}`} onClose={onClose} className="image-viewer">
      <div className="image-viewer-body" onKeyDown={onKeyDown}>
        <button
          type="button"
          className={zoomed ? "image-viewer-stage is-zoomed" : "image-viewer-stage"}
          aria-pressed={zoomed}
          aria-label={zoomed ? "Zoom out" : "Zoom in"}
          data-autofocus
          style={{ "--zoom": ZOOM, "--zoom-x": `${origin.x}%`, "--zoom-y": `${origin.y}%` } as CSSProperties}
          onClick={(event) => {
            // A click (or tap) zooms in where it lands; Enter and Space zoom in at the middle.
            if (event.detail > 0) aim(event);
            else setOrigin({ x: 50, y: 50 });
            setZoomed((was) => !was);
          }}
          onPointerMove={(event) => {
            if (zoomed && event.pointerType === "mouse") aim(event);
          }}
        >
          <ResponsiveImage key={image.src} src={image.src} alt={altFor(index)} width={image.width} height={image.height} sizes={`${image.width}px`} eager />
        </button>
        {count > 1 ? (
          <div className="image-viewer-nav">
            <button type="button" className="image-viewer-step" aria-label="Previous image" onClick={() => go(-1)}>
              <ChevronLeftIcon size={22} />
            </button>
            <p className="image-viewer-count" aria-live="polite">
              {index + 1} / {count}
            </p>
            <button type="button" className="image-viewer-step" aria-label="Next image" onClick={() => go(1)}>
              <ChevronRightIcon size={22} />
            </button>
          </div>
        ) : null}
        <p className="image-viewer-hint">Click or tap the image to zoom; arrow keys move between images, Escape closes.</p>
      </div>
    </Dialog>
  );
}
