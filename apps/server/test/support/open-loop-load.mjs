// Load from outside the server's process (http-overload.test.ts, decision 076): measures what the
// server answers per second on `url` in a closed loop, then offers `factor` times that in an open loop
// (autocannon's overallRate, with enough connections that the clients never wait to send), and prints
// one line of JSON: the capacity, the rate offered, each status counted, the 503s that carried
// Retry-After, errors and timeouts.
//
//   node open-loop-load.mjs <url> [factor=3] [seconds=8] [request JSON: { method, headers, body }, default a GET]
import autocannon from "autocannon";

const [url, factorArg = "3", secondsArg = "8", requestArg] = process.argv.slice(2);
const factor = Number(factorArg);
const seconds = Number(secondsArg);
const request = requestArg ? JSON.parse(requestArg) : { method: "GET" };

function run(options, onResponse) {
  const requests = [{ ...request, ...(onResponse ? { onResponse } : {}) }];
  return new Promise((resolve, reject) => {
    autocannon({ url, timeout: 30, ...options, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const capacity = await run({ duration: 3, connections: 20 });
const capacityRps = Math.max(1, capacity["2xx"] / 3);
const offered = Math.ceil(capacityRps * factor);
const connections = Math.min(2000, Math.max(200, offered * 2));
const statuses = {};
let retryAfter = 0;
process.stderr.write(`open-loop load: capacity ${Math.round(capacityRps)} req/s, offering ${offered} req/s over ${connections} connections for ${seconds} s\n`);
const overload = await run({ duration: seconds, connections, overallRate: offered }, (status, _body, _context, headers) => {
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status === 503 && headers["retry-after"] === "1") retryAfter += 1;
});
console.log(JSON.stringify({ capacityRps: Math.round(capacityRps), offered, connections, statuses, retryAfter, errors: overload.errors, timeouts: overload.timeouts, p50Ms: overload.latency.p50, p99Ms: overload.latency.p99 }));
