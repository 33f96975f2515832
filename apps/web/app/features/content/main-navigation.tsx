import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNavigationFor, type NavEntry } from "@maison/domain/content/navigation";
import { slugify } from "@maison/domain/shared/slug";
import { ChevronDownIcon } from "../../components/ui/icons.tsx";
import { ServerMarkup } from "../../components/ui/server-markup.tsx";
import { useViewer } from "../identity/use-viewer.ts";
import { NavMenuPanel } from "./nav-menu-panel.tsx";
import { MEMBERSHIP_HREF } from "./vip-preview.ts";
import { VipPreviewNote } from "./vip-preview-note.tsx";

const menuId = (entry: NavEntry) => `main-nav-${slugify(entry.label)}`;

/**
 * The desktop main navigation. Menus open on hover (CSS) and through a disclosure button beside
 * each link (keyboard and touch); without JavaScript, keyboard focus inside an entry opens it.
 */
export function MainNavigation() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [hoverSuppressed, setHoverSuppressed] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const viewer = useViewer();

  const firstLocation = useRef(true);

  // A click inside a menu navigates; close it, and keep hover from reopening it under the pointer.
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    setOpenId(null);
    setHoverSuppressed(true);
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !openId) return;
    const toggle = document.querySelector<HTMLButtonElement>(`[aria-controls="${openId}"]`);
    setOpenId(null);
    toggle?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    if (openId === id && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="main-nav"
      data-hover-suppressed={hoverSuppressed ? "" : undefined}
      onKeyDown={onKeyDown}
    >
      <ul className="main-nav-list page-width">
        {mainNavigationFor({ canSeeWholesaleMenu: viewer?.can_see_wholesale_menu ?? false }).map((entry) => {
          const id = menuId(entry);
          const open = openId === id;
          const toggle = () => setOpenId(open ? null : id);

          if (!entry.href) {
            return (
              <li key={entry.label} className="main-nav-item has-popover" onBlur={(e) => onBlur(e, id)}>
                <button
                  type="button"
                  className="main-nav-link main-nav-button"
                  aria-expanded={open}
                  aria-controls={id}
                  onClick={toggle}
                >
                  {entry.label}
                </button>
                <div id={id} className="vip-popover" hidden={!open}>
                  <VipPreviewNote />
                  <Link to={MEMBERSHIP_HREF} className="text-link">
                    Become a member
                  </Link>
                </div>
              </li>
            );
          }

          return (
            <li
              key={entry.label}
              className={entry.menu ? "main-nav-item has-menu" : "main-nav-item"}
              data-open={open ? "" : undefined}
              onMouseLeave={hoverSuppressed ? () => setHoverSuppressed(false) : undefined}
              onBlur={entry.menu ? (e) => onBlur(e, id) : undefined}
            >
              <NavLink to={entry.href} end className="main-nav-link">
                {entry.label}
              </NavLink>
              {entry.menu ? (
                <>
                  <button
                    type="button"
                    className="main-nav-toggle"
                    aria-expanded={open}
                    aria-controls={id}
                    onClick={toggle}
                  >
                    <span className="visually-hidden">{`${entry.label} menu`}</span>
                    <ChevronDownIcon size={12} />
                  </button>
                  <ServerMarkup id={id} className="mega-menu">
                    <NavMenuPanel entry={entry} id={id} />
                  </ServerMarkup>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
