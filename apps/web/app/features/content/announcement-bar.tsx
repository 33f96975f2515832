import { Link } from "react-router";

/** The thin bar above the header with the house promises. */
export function AnnouncementBar() {
  return (
    <div className="announcement-bar">
      <p>
        <Link to="/membership">Complimentary shipping for members</Link>
        <span className="announcement-bar-dot" aria-hidden="true">
          ·
        </span>
        <span>Authenticated by Maison</span>
      </p>
    </div>
  );
}
