/**
 * Edit distance with adjacent transpositions (optimal string alignment), giving up once it exceeds
 * `max`: "chanle" → "chanel" is 1, "birkn" → "birkin" is 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let prevPrev = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[b.length]!;
}

/** How many typos a word may carry: none up to 3 letters, one up to 7, two from 8. */
export function allowedTypos(word: string): number {
  if (word.length <= 3) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** An indexed word and how many listings hold it. */
export interface VocabularyWord {
  word: string;
  count: number;
}

/**
 * The indexed word a typed word most likely meant: the word itself when indexed (or, for a prefix, when
 * some indexed word starts with it); else the closest indexed word within the allowed typos, the
 * more frequent on a tie (then the first alphabetically, so the answer never depends on the
 * vocabulary's order); else undefined.
 */
export function correctWord(
  typed: string,
  vocabulary: ReadonlyMap<string, number>,
  options: { prefix: boolean; byLength?: ReadonlyMap<number, readonly VocabularyWord[]> },
): string | undefined {
  if (vocabulary.has(typed)) return typed;
  if (options.prefix) {
    for (const word of vocabulary.keys()) if (word.startsWith(typed)) return typed;
  }
  const max = allowedTypos(typed);
  if (max === 0) return undefined;
  let best: VocabularyWord | undefined;
  let bestDistance = max + 1;
  const consider = (candidate: VocabularyWord) => {
    const distance = editDistance(typed, candidate.word, max);
    const better = best && (candidate.count > best.count || (candidate.count === best.count && candidate.word < best.word));
    if (distance < bestDistance || (distance === bestDistance && better)) {
      best = candidate;
      bestDistance = distance;
    }
  };
  if (options.byLength) {
    for (let length = typed.length - max; length <= typed.length + max; length++) {
      for (const candidate of options.byLength.get(length) ?? []) consider(candidate);
    }
  } else {
    for (const [word, count] of vocabulary) consider({ word, count });
  }
  return best && bestDistance <= max ? best.word : undefined;
}
