import { Link } from "react-router";

/** The MAISON wordmark, set in the display serif and letter-spaced; links home. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <Link to="/" className={["wordmark", className].filter(Boolean).join(" ")} aria-label="Maison, home">
      Maison
    </Link>
  );
}
