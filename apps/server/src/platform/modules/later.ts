/**
 * A service of a module built further down the order, for the few pairs of modules that need each
 * other (decision 038 lists them). The consumer keeps the handle and calls `get()` when it serves a
 * request, registers its routes or runs a job — all after every module is built; a `get()` before
 * the owner provided it is a wiring bug and throws.
 */
export class Later<T> {
  private value: T | undefined;

  constructor(readonly name: string) {}

  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`${this.name} was provided twice`);
    this.value = value;
  }

  get(): T {
    if (this.value === undefined) throw new Error(`${this.name} was used before its module was built`);
    return this.value;
  }
}
