import { foldText } from "@maison/domain/search/query-text";

/** "No value" in a 16-bit code column. */
export const NONE = 0xffff;
/** "In no bucket" in an 8-bit bucket column. */
export const NO_BUCKET = 0xff;

/** Distinct values of one attribute, each given a small integer code; looked up case- and accent-insensitively. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly exact = new Map<string, number>();
  private readonly folded = new Map<string, number>();

  get size(): number {
    return this.values.length;
  }

  /** The code of a value, adding it when new. */
  code(value: string): number {
    let code = this.exact.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.exact.set(value, code);
      const key = foldText(value);
      if (!this.folded.has(key)) this.folded.set(key, code);
    }
    return code;
  }

  /** The code of a value as a shopper may type it ("chanel" finds "Chanel"), or undefined. */
  find(value: string): number | undefined {
    return this.exact.get(value) ?? this.folded.get(foldText(value.trim()));
  }
}
