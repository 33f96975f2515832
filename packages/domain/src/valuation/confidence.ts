import type { MatchLevel } from "./comparable.ts";

/** How much a match level is trusted: a wider match prices a different piece. */
export const MATCH_LEVEL_TRUST: Readonly<Record<MatchLevel, number>> = {
  sku: 1,
  model_size: 0.9,
  model: 0.7,
  designer_item_type: 0.4,
};
/** From this many comparables on, more do not make the engine surer. */
export const CONFIDENT_COUNT = 12;
/** Comparables whose interquartile range reaches half their median say nothing about the price. */
export const MAX_RELATIVE_SPREAD = 0.5;
/** Below this confidence a specialist quotes instead of the engine offering (decision 040). */
export const QUOTE_BELOW_CONFIDENCE = 0.45;

/**
 * Confidence from 0 to 1: the level's trust × a count score × a spread score, each score at least
 * 0.3 so that one weak side alone does not zero the others.
 */
export function appraisalConfidence(level: MatchLevel, count: number, relativeSpread: number): number {
  const countScore = Math.min(1, count / CONFIDENT_COUNT);
  const spreadScore = Math.max(0, Math.min(1, 1 - relativeSpread / MAX_RELATIVE_SPREAD));
  const confidence = MATCH_LEVEL_TRUST[level] * (0.3 + 0.7 * countScore) * (0.3 + 0.7 * spreadScore);
  return Math.round(confidence * 100) / 100;
}
