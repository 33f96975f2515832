/** Placeholder: this console screen is being built; its real module replaces this file. */
export default function Placeholder() {
  return <p className="ops-empty">This screen is coming.</p>;
}
