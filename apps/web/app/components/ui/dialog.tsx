import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";
import { CloseIcon } from "./icons.tsx";

export interface DialogProps {
  title: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  /** Whether Escape, the close button and a click outside may close it. */
  dismissible?: boolean;
  /** Asked to close (only ever called when dismissible). */
  onClose: () => void;
  /** Changing it moves focus back to the first field, e.g. when the dialog moves to its next step. */
  focusKey?: string;
  /** Announced with the title when the dialog opens. */
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> (top layer, the page behind inert): labelled by its title,
 * focus kept inside and returned to where it was on close, Escape and the backdrop close it only
 * when it is dismissible. Mount it to open it; unmount it to close it.
 */
export function Dialog({ title, eyebrow, dismissible = true, onClose, focusKey, describedBy, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog) initialFocusTarget(dialog)?.focus();
  }, [focusKey]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (dismissibleRef.current) onCloseRef.current();
  };

  // Browsers may close a dialog on a repeated Escape even when cancel is refused: reopen it if it must stay.
  const onNativeClose = () => {
    const dialog = ref.current;
    if (!dialog || !dialog.isConnected) return;
    if (dismissibleRef.current) onCloseRef.current();
    else dialog.showModal();
  };

  // A click on the backdrop lands on the <dialog> itself; a drag that started inside does not count.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === ref.current;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current && pressedOnBackdrop.current && dismissibleRef.current) onCloseRef.current();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const focusables = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onMouseDown}
      onClick={onBackdropClick}
      onKeyDown={onKeyDown}
    >
      <div className="dialog-panel">
        <div className="dialog-header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 className="dialog-title" id={titleId} tabIndex={-1}>
            {title}
          </h2>
          {dismissible ? (
            <button type="button" className="dialog-close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <CloseIcon size={20} />
            </button>
          ) : null}
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </dialog>
  );
}

/** The field to start in: one marked data-autofocus, else the first field, else the title. */
function initialFocusTarget(dialog: HTMLDialogElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>("[data-autofocus]") ??
    dialog.querySelector<HTMLElement>(".dialog-body input:not([disabled]), .dialog-body select, .dialog-body textarea") ??
    dialog.querySelector<HTMLElement>(".dialog-title")
  );
}
