const PROMISES = [
  {
    title: "Authenticated",
    text: "Every piece is examined by our specialists before it is listed, and again before it ships.",
  },
  {
    title: "Graded with care",
    text: "Seven condition grades, from Pristine to Outlet, described plainly on every item.",
  },
  {
    title: "Members shop first",
    text: "New arrivals open to members every Wednesday, a full day before anyone else.",
  },
] as const;

/** Three short promises under the hero. */
export function HousePromises() {
  return (
    <section className="house-promises page-width" aria-label="The Maison promise">
      <ul>
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <p className="house-promise-title">{promise.title}</p>
            <p className="house-promise-text">{promise.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
