import { z } from "zod";
import { Navigation, SearchRecord, SelectedNavigation, type SearchResponse } from "@maison/contracts/search";
import { ownedBytes } from "../../http/json-fragments.ts";
import { compileZodSchema } from "../../http/response-serializer.ts";

type Record = SearchResponse["records"][number];
type Navigations = SearchResponse["availableNavigation"];
type Selections = SearchResponse["selectedNavigation"];

/**
 * Values' JSON as the API writes them (decision 100), written once by the compiled serializer of `schema`
 * and kept for as long as the object that stands for the value lives.
 */
function keptJson<Key extends object, Value>(schema: z.ZodType): (key: Key, value: Value) => Buffer {
  const texts = new WeakMap<Key, Buffer>();
  let write: ((value: Value) => string) | null = null;
  return (key, value) => {
    let bytes = texts.get(key);
    if (!bytes) {
      bytes = ownedBytes((write ??= compileZodSchema(schema) as (value: Value) => string)(value));
      texts.set(key, bytes);
    }
    return bytes;
  };
}

/** Records by their card's JSON, which the catalog keeps while the card is unchanged. */
const records = keptJson<Buffer, Record>(SearchRecord);
/** Counts by the counts, which a snapshot keeps (a repeated search, a collection's counts). */
const navigations = keptJson<Navigations, Navigations>(z.array(Navigation));
/** Selections by the selections, which a snapshot keeps with a repeated search's answer. */
const selections = keptJson<Selections, Selections>(z.array(SelectedNavigation));

/** A search record's JSON; `card` is its card's JSON, which stands for the record. */
export function recordJson(record: Record, card: Buffer): Buffer {
  return records(card, record);
}

/** The counts per filter value as JSON, written once for counts a snapshot keeps. */
export function navigationsJson(value: Navigations): Buffer {
  return navigations(value, value);
}

/** The selected filters as JSON, written once for selections a snapshot keeps. */
export function selectionsJson(value: Selections): Buffer {
  return selections(value, value);
}
