import { DEFAULT_CATALOG_SIZE, DEFAULT_SEED, MAX_CATALOG_SIZE } from "../modules/catalog/seed/seed-catalog.ts";

export interface SeedArgs {
  products: number;
  seed: number;
  reset: boolean;
  /** The catalogue's "today"; listing dates end here. */
  now: Date | undefined;
  help: boolean;
}

export const SEED_USAGE = `Usage: npm run seed -- [--products N] [--seed S] [--reset] [--now ISO-DATE]

  --products N   listings to create (0 to ${MAX_CATALOG_SIZE}, default ${DEFAULT_CATALOG_SIZE})
  --seed S       random seed (a whole number, default ${DEFAULT_SEED}); the same seed and date give the same catalogue
  --reset        delete the current catalogue and its images first
  --now DATE     date the newest listings are published (default: now)`;

export class SeedArgsError extends Error {}

function wholeNumber(flag: string, raw: string | undefined, max: number): number {
  if (raw === undefined || raw === "" || !/^\d+$/.test(raw.replaceAll("_", ""))) {
    throw new SeedArgsError(`${flag} needs a whole number, got ${raw === undefined ? "nothing" : JSON.stringify(raw)}`);
  }
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isSafeInteger(value) || value > max) throw new SeedArgsError(`${flag} must be at most ${max}, got ${raw}`);
  return value;
}

/** Parses the seed command's arguments; throws SeedArgsError with a readable message for bad input. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { products: DEFAULT_CATALOG_SIZE, seed: DEFAULT_SEED, reset: false, now: undefined, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = () => (inline !== undefined ? inline : argv[++i]);
    switch (flag) {
      case "--products":
        args.products = wholeNumber(flag, value(), MAX_CATALOG_SIZE);
        break;
      case "--seed":
        args.seed = wholeNumber(flag, value(), 0xffff_ffff);
        break;
      case "--reset":
        if (inline !== undefined) throw new SeedArgsError("--reset takes no value");
        args.reset = true;
        break;
      case "--now": {
        const raw = value();
        const date = raw ? new Date(raw) : new Date(Number.NaN);
        if (Number.isNaN(date.getTime())) throw new SeedArgsError(`--now needs an ISO date such as 2026-11-21T12:00:00Z, got ${JSON.stringify(raw ?? "")}`);
        args.now = date;
        break;
      }
      case "--help":
      case "-h":
        args.help = true;
        break;
      default:
        throw new SeedArgsError(`Unknown argument ${JSON.stringify(arg)}`);
    }
  }
  return args;
}
