import { z } from "zod";
import { Navigation, SearchRecord, SelectedNavigation, type SearchResponse } from "@maison/contracts/search";
import { ownedBytes } from "../../http/json-fragments.ts";
import { compileZodSchema } from "../../http/response-serializer.ts";

type Record = SearchResponse["records"][number];
type Navigations = SearchResponse["availableNavigation"];
type Selections = SearchResponse["selectedNavigation"];

let writeRecord: ((record: Record) => string) | null = null;
let writeNavigations: ((navigations: Navigations) => string) | null = null;
let writeSelections: ((selections: Selections) => string) | null = null;

/** Records' JSON by their card's JSON, which the catalog keeps while the card is unchanged. */
const records = new WeakMap<Buffer, Buffer>();
/** Counts' JSON by the counts, which a snapshot keeps (a repeated search, a collection's counts). */
const navigations = new WeakMap<Navigations, Buffer>();
/** Selections' JSON by the selections, which a snapshot keeps with a repeated search's answer. */
const selections = new WeakMap<Selections, Buffer>();

/** A search record's JSON as the API writes it (decision 100); `card` is its card's JSON, which stands for the record. */
export function recordJson(record: Record, card: Buffer): Buffer {
  let bytes = records.get(card);
  if (!bytes) {
    bytes = ownedBytes((writeRecord ??= compileZodSchema(SearchRecord) as (record: Record) => string)(record));
    records.set(card, bytes);
  }
  return bytes;
}

/** The counts per filter value as JSON, written once for counts a snapshot keeps. */
export function navigationsJson(value: Navigations): Buffer {
  let bytes = navigations.get(value);
  if (!bytes) {
    bytes = ownedBytes((writeNavigations ??= compileZodSchema(z.array(Navigation)) as (value: Navigations) => string)(value));
    navigations.set(value, bytes);
  }
  return bytes;
}

/** The selected filters as JSON, written once for selections a snapshot keeps. */
export function selectionsJson(value: Selections): Buffer {
  let bytes = selections.get(value);
  if (!bytes) {
    bytes = ownedBytes((writeSelections ??= compileZodSchema(z.array(SelectedNavigation)) as (value: Selections) => string)(value));
    selections.set(value, bytes);
  }
  return bytes;
}
