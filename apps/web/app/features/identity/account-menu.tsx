import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { PersonIcon } from "../../components/ui/icons.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useIdentity } from "./identity-context.ts";
import { IDENTITY_PAGES } from "./identity-paths.ts";
import { LogInLink } from "./log-in-link.tsx";
import { useViewer } from "./use-viewer.ts";

/** The console's home, linked for staff (the console itself checks their permissions). */
const OPS_HOME = "/ops";

/**
 * The header's account control: "Log In" for a visitor; for a signed-in user a menu button
 * (disclosure) with My Account, Back office for staff, and Log Out. Before the page is interactive the menu button is a
 * plain link to the profile.
 */
export function AccountMenu() {
  const viewer = useViewer();
  const hydrated = useHydrated();
  const { openLogout } = useIdentity();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  if (!viewer) {
    return (
      <LogInLink className="header-utility" aria-label="Log In">
        <PersonIcon />
        <span className="header-utility-label">Log In</span>
      </LogInLink>
    );
  }

  const name = viewer.first_name || "Account";
  if (!hydrated) {
    return (
      <Link to={IDENTITY_PAGES.profile} className="header-utility" aria-label="My Account">
        <PersonIcon />
        <span className="header-utility-label">{name}</span>
      </Link>
    );
  }

  return (
    <div
      className="account-menu"
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header-utility account-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Account menu"
        onClick={() => setOpen((v) => !v)}
      >
        <PersonIcon />
        <span className="header-utility-label">{name}</span>
      </button>
      <div className="account-menu-panel" id={panelId} hidden={!open}>
        <p className="account-menu-greeting">
          Signed in as <span className="account-menu-email">{viewer.email}</span>
        </p>
        <ul className="account-menu-list">
          <li>
            <Link to={IDENTITY_PAGES.profile} className="account-menu-item" onClick={() => setOpen(false)}>
              My Account
            </Link>
          </li>
          {viewer.is_staff ? (
            <li>
              <Link to={OPS_HOME} className="account-menu-item" onClick={() => setOpen(false)}>
                Back office
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              className="account-menu-item"
              onClick={() => {
                setOpen(false);
                // Focus returns to the menu button when the confirmation closes.
                buttonRef.current?.focus();
                openLogout();
              }}
            >
              Log Out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
