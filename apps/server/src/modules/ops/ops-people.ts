/** Who the people behind the console's records are: identity's lookup of names and e-mails by user id. */
export interface PeopleDirectory {
  people(userIds: readonly string[]): Promise<Map<string, { name: string | null; email: string }>>;
}

type Timeline = { timeline: Array<{ actor_kind: string; actor_id: string; actor_name: string | null }> };

/**
 * Names the people behind a timeline's rows by their e-mail, read when the page is read (never copied
 * into the audit rows, so a changed e-mail shows as it is now). The system keeps the name it was given.
 */
export async function withPeopleNamed<T extends Timeline>(directory: PeopleDirectory, detail: T): Promise<T> {
  const people = await directory.people(detail.timeline.filter((e) => e.actor_kind !== "system").map((e) => e.actor_id));
  return { ...detail, timeline: detail.timeline.map((e) => (e.actor_kind === "system" ? e : { ...e, actor_name: people.get(e.actor_id)?.email ?? null })) };
}

/** Names the seller of a submitted piece and the people of its timeline, when the page is read. */
export async function withSellerNamed<T extends Timeline & { seller: { user_id: string; email: string; name: string | null } }>(directory: PeopleDirectory, detail: T): Promise<T> {
  const named = await withPeopleNamed(directory, detail);
  const seller = (await directory.people([detail.seller.user_id])).get(detail.seller.user_id);
  return { ...named, seller: { user_id: detail.seller.user_id, email: seller?.email ?? "", name: seller?.name ?? null } };
}
