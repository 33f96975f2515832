// `zod` in the browser build: the same package, told not to compile its object parsers with `new Function`.
// Zod 4 probes whether it may (`Function("")`) the first time it parses an object; under the content
// security policy (script-src without 'unsafe-eval') the probe is refused and Chromium records a CSP issue
// on every page that parses with zod (checkout): Lighthouse's best-practices "inspector-issues". Jitless
// parsing is what the policy makes zod do anyway, without the refused probe. JavaScript, like ./react.mjs.
import { config } from "zod/v4/core";
import { z } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z as default };
