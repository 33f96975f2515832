import type { ProductArt } from "../art.ts";
import { backpack, beltBag, bucket, clutch, crossbody, flap, hobo, tote } from "./bag-shoulder-and-small.ts";
import { birkin, dome, kelly, lady, topHandle } from "./bag-top-handles.ts";
import type { Drawer, Drawing, Ink } from "./paint.ts";

const DRAWERS: Record<string, Drawer> = {
  birkin,
  kelly,
  constance: flap,
  evelyne: crossbody,
  bucket,
  tote,
  neverfull: tote,
  booktote: tote,
  speedy: dome,
  alma: dome,
  bowling: dome,
  city: dome,
  keepall: dome,
  capucines: kelly,
  trunk: topHandle,
  luggage: topHandle,
  puzzle: crossbody,
  flap,
  boy: flap,
  woc: flap,
  baguette: crossbody,
  hobo,
  saddle: crossbody,
  lady,
  pouch: clutch,
};

const BY_TYPE: Record<string, Drawer> = {
  "Shoulder Bag": flap,
  Tote: tote,
  Crossbody: crossbody,
  "Top Handle": topHandle,
  Clutch: clutch,
  Backpack: backpack,
  "Belt Bag": beltBag,
};

/** Draws a bag: the model's silhouette when it has one, else one chosen from its type and name. */
export function drawBag(ink: Ink, art: ProductArt): Drawing {
  const byName = /hobo/i.test(art.name) ? hobo : /bucket/i.test(art.name) ? bucket : /bowling/i.test(art.name) ? dome : /saddle|camera|messenger/i.test(art.name) ? crossbody : undefined;
  const drawer = (art.silhouette ? DRAWERS[art.silhouette] : undefined) ?? byName ?? BY_TYPE[art.itemType] ?? topHandle;
  return drawer(ink, art);
}
