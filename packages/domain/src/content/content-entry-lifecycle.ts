import { defineLifecycle } from "../lifecycle/define-lifecycle.ts";

/**
 * A page, article or edit of the site (decision 065): written as a `draft`, `published` by staff with
 * the content capability (the storefront shows it), `unpublished` to take it down (it keeps its text
 * and may be published again).
 */
export const CONTENT_ENTRY_STATES = ["draft", "published", "unpublished"] as const;
export type ContentEntryState = (typeof CONTENT_ENTRY_STATES)[number];

export const contentEntryLifecycle = defineLifecycle({
  name: "content_entry",
  subject: "content_entry",
  states: CONTENT_ENTRY_STATES,
  events: {
    publish: {
      from: ["draft", "unpublished"],
      to: "published",
      actors: ["staff"],
      capability: "content",
      emits: "content_entry.published",
      rule: "Staff publish a page, article or edit: it is served on the storefront (and an article in the magazine feed).",
    },
    unpublish: {
      from: ["published"],
      to: "unpublished",
      actors: ["staff"],
      capability: "content",
      emits: "content_entry.unpublished",
      rule: "Staff take a published page down: its address answers not found until it is published again.",
    },
  },
});
export type ContentEntryEvent = keyof typeof contentEntryLifecycle.events;
