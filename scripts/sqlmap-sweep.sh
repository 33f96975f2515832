#!/usr/bin/env bash
# SQL injection sweep (issue 18, docs/security/sqlmap.md, decision 083): runs Debian's sqlmap against
# every free-text input of the API on a production server of this checkout, listening on 127.0.0.1
# only, over a throwaway database that is removed afterwards. Each run's output goes to a folder; a
# summary table (input, requests sent, verdict) is printed at the end and written beside them.
#
#   scripts/sqlmap-sweep.sh                                   # SQLite in a temporary data dir
#   scripts/pg-throwaway.sh run -- scripts/sqlmap-sweep.sh    # PostgreSQL (uses TEST_DATABASE_URL)
#
# Settings (environment):
#   OUT          where the outputs go (default: bench/results/sqlmap-<engine>-<timestamp>)
#   LEVEL, RISK  sqlmap's --level/--risk for the most exposed inputs (default 5 and 3)
#   REST_LEVEL, REST_RISK   for the other inputs (default: LEVEL and RISK)
#   THREADS      sqlmap's --threads (default 4)
#   ONLY         a regular expression: run only the inputs whose name matches
#
# Exits 1 when sqlmap identifies an injection point, when the server answers 500 to any request, or
# when a run did not reach sqlmap's verdict; 0 when every input is "not injectable". Needs sqlmap
# (apt-get install sqlmap); CI does not run it.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
command -v sqlmap >/dev/null || { echo "sqlmap is not installed (apt-get install sqlmap)" >&2; exit 2; }

DATABASE_URL=${TEST_DATABASE_URL:-}
ENGINE=$([ -n "$DATABASE_URL" ] && echo postgres || echo sqlite)
DBMS=$([ "$ENGINE" = postgres ] && echo PostgreSQL || echo SQLite)
LEVEL=${LEVEL:-5}
RISK=${RISK:-3}
REST_LEVEL=${REST_LEVEL:-$LEVEL}
REST_RISK=${REST_RISK:-$RISK}
THREADS=${THREADS:-4}
ONLY=${ONLY:-.}
OUT=${OUT:-$ROOT/bench/results/sqlmap-$ENGINE-$(date -u +%Y%m%dT%H%M%SZ)}
mkdir -p "$OUT"
DATA_DIR=$(mktemp -d /tmp/maison-sqlmap-XXXXXX)
SERVER_PID=""

cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

log() { printf '[sqlmap-sweep] %s\n' "$*" >&2; }

# 1. A throwaway database: migrated, a small catalogue and the demo accounts.
node apps/server/scripts/build.mjs --if-stale >&2 || exit 2
log "seeding a throwaway $ENGINE database"
NODE_ENV=development DATA_DIR="$DATA_DIR" DATABASE_URL="$DATABASE_URL" LOG_LEVEL=warn \
  node apps/server/dist/cli/seed.js --products 40 --reset >"$OUT/seed.log" 2>&1 || { cat "$OUT/seed.log" >&2; exit 2; }

# 2. The production server on 127.0.0.1, a free port.
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});')
BASE="http://127.0.0.1:$PORT"
SF=$(node -e 'console.log(require("crypto").randomBytes(24).toString("base64url"))')
NODE_ENV=production HOST=127.0.0.1 PORT="$PORT" PUBLIC_BASE_URL="$BASE" DATA_DIR="$DATA_DIR" DATABASE_URL="$DATABASE_URL" \
  SESSION_SECRET=$(node -e 'console.log(require("crypto").randomBytes(36).toString("base64url"))') \
  STOREFRONT_ACCESS_TOKEN="$SF" WORKERS=off LOG_LEVEL=warn \
  node apps/server/dist/main.js >"$OUT/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 240); do
  curl -sf "$BASE/healthz" >/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || { log "the server exited during start-up"; cat "$OUT/server.log" >&2; exit 2; }
  sleep 0.5
done
curl -sf "$BASE/healthz" >/dev/null || { log "the server did not become healthy"; exit 2; }
log "production server on $BASE ($ENGINE)"

# 3. What the account and cart inputs need: a shopper's token, a cart with a piece, its checkout.
json() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=process.argv[1].split(".").reduce((o,k)=>o?.[k],JSON.parse(s));console.log(v??"")})' "$1"; }
TOKEN=$(curl -s -H 'content-type: application/json' -d '{"username":"shopper@maison.test","password":"maison-demo-2026"}' "$BASE/api/v7/login" | json auth_token)
[ -n "$TOKEN" ] || { log "the demo shopper could not sign in"; exit 2; }
gql() { curl -s -H "x-shopify-storefront-access-token: $SF" -H 'content-type: application/json' -d "$1" "$BASE/api/2024-07/graphql.json"; }
VARIANT=$(gql '{"query":"{ products(first: 1) { nodes { handle variants(first: 1) { nodes { id } } } } }"}' | json data.products.nodes.0.variants.nodes.0.id)
HANDLE=$(gql '{"query":"{ products(first: 1) { nodes { handle } } }"}' | json data.products.nodes.0.handle)
CART_JSON=$(gql "{\"query\":\"mutation { cartCreate(input: { lines: [{ merchandiseId: \\\"$VARIANT\\\" }] }) { cart { id checkoutUrl } } }\"}")
CART=$(printf '%s' "$CART_JSON" | json data.cartCreate.cart.id)
CHECKOUT=$(printf '%s' "$CART_JSON" | json data.cartCreate.cart.checkoutUrl | sed -E 's#.*/([^/?]+)/?(\?.*)?$#\1#')
[ -n "$CART" ] && [ -n "$CHECKOUT" ] || { log "no cart or checkout: $CART_JSON"; exit 2; }
ADDRESS=$(curl -s -H "Authorization: Token $TOKEN" -H 'content-type: application/json' \
  -d '{"first_name":"Sofia","last_name":"Laurent","address1":"1 Fifth Avenue","city":"New York","province":"NY","zip":"10003","country_code":"US"}' \
  "$BASE/api/v6/self-check-in/address/" | json id)
[ -n "$ADDRESS" ] || { log "no saved address"; exit 2; }
log "shopper token, cart $CART, checkout $CHECKOUT, product $HANDLE, address $ADDRESS"

JSONH="Content-Type: application/json"
# sqlmap's --headers takes several headers separated by a literal \n.
GQLH="x-shopify-storefront-access-token: $SF\\nContent-Type: application/json"
AUTHH="Authorization: Token $TOKEN\\nContent-Type: application/json"
gqldata() { printf '{"query":"%s","variables":%s}' "$1" "$2"; }

# 4. The inputs: name | exposed (full level) or rest | method | URL | headers | body. `*` marks where
# sqlmap injects.
INPUTS=(
  "login-username|exposed|POST|$BASE/api/v7/login|$JSONH|{\"username\":\"shopper@maison.test*\",\"password\":\"wrong-password\"}"
  "login-password|exposed|POST|$BASE/api/v7/login|$JSONH|{\"username\":\"nobody@maison.test\",\"password\":\"wrong-password*\"}"
  "create-account|rest|POST|$BASE/api/v7/create-account|$JSONH|{\"email\":\"new.client@maison.test*\",\"password\":\"velvet-saddle-autumn-42\",\"first_name\":\"Ada*\",\"last_name\":\"Moreau*\"}"
  "reset-password|rest|POST|$BASE/api/v6/reset_password|$JSONH|{\"email\":\"shopper@maison.test*\"}"
  "newsletter-subscribe|rest|POST|$BASE/api/trendlee/subscribe/|$JSONH|{\"email\":\"reader@maison.test*\"}"
  "search-autocomplete|exposed|GET|$BASE/api/v6/search/autocomplete/?q=chanel*||"
  "search|exposed|POST|$BASE/api/v6/search/|$JSONH|{\"collection\":\"products\",\"query\":\"chanel*\"}"
  "collection-filters|exposed|GET|$BASE/api/v6/shop/product/?collection=all&designer=chanel*&color=black*||"
  "sell-search|rest|GET|$BASE/api/v6/sell/search/?q=hermes*||"
  "cart-note|exposed|POST|$BASE/api/2024-07/graphql.json|$GQLH|$(gqldata "mutation(\$n:String!){cartNoteUpdate(cartId:\\\"$CART\\\",note:\$n){cart{id}}}" '{"n":"A gift, please*"}')"
  "cart-discount-codes|exposed|POST|$BASE/api/2024-07/graphql.json|$GQLH|$(gqldata "mutation(\$c:[String!]){cartDiscountCodesUpdate(cartId:\\\"$CART\\\",discountCodes:\$c){cart{id}}}" '{"c":["WELCOME10*"]}')"
  "cart-attributes|rest|POST|$BASE/api/2024-07/graphql.json|$GQLH|$(gqldata "mutation(\$k:String!,\$v:String!){cartAttributesUpdate(cartId:\\\"$CART\\\",attributes:[{key:\$k,value:\$v}]){cart{id}}}" '{"k":"gift*","v":"yes*"}')"
  "product-by-handle|rest|POST|$BASE/api/2024-07/graphql.json|$GQLH|$(gqldata "query(\$h:String!){product(handle:\$h){id}}" "{\"h\":\"$HANDLE*\"}")"
  "checkout-contact|exposed|PUT|$BASE/api/checkout/$CHECKOUT/contact/|$JSONH|{\"email\":\"guest@maison.test*\"}"
  "checkout-shipping-address|exposed|PUT|$BASE/api/checkout/$CHECKOUT/shipping-address/|$JSONH|{\"first_name\":\"Ada*\",\"last_name\":\"Moreau*\",\"address1\":\"1 Fifth Avenue*\",\"city\":\"New York*\",\"zip\":\"10003*\",\"country_code\":\"US\",\"province\":\"NY\"}"
  "my-account|rest|PUT|$BASE/api/v6/my-account/|$AUTHH|{\"first_name\":\"Sofia*\",\"last_name\":\"Laurent*\"}"
  "address-book|rest|POST|$BASE/api/v6/self-check-in/address/|$AUTHH|{\"first_name\":\"Sofia*\",\"last_name\":\"Laurent*\",\"address1\":\"1 Fifth Avenue*\",\"address2\":\"Apt 4*\",\"city\":\"New York*\",\"province\":\"NY*\",\"zip\":\"10003*\",\"country_code\":\"US\"}"
  "address-book-update|rest|PUT|$BASE/api/v6/my-account/address/$ADDRESS/|$AUTHH|{\"first_name\":\"Sofia*\",\"last_name\":\"Laurent*\",\"address1\":\"1 Fifth Avenue*\",\"address2\":\"Apt 4*\",\"city\":\"New York*\",\"province\":\"NY*\",\"zip\":\"10003*\",\"country_code\":\"US\"}"
  "saved-search|rest|POST|$BASE/api/v6/my-account/saved-search/|$AUTHH|{\"bc_url\":\"/collections/all-bags\",\"search_text\":\"kelly*\"}"
  "purchase-id|rest|GET|$BASE/api/v6/my-account/purchases/1*/|$AUTHH|"
  "order-id|rest|GET|$BASE/api/v6/my-account/order/1*/|$AUTHH|"
)

SUMMARY="$OUT/summary.txt"
printf '%-26s %-6s %-5s %-9s %9s  %s\n' "input" "level" "risk" "baseline" "requests" "verdict" | tee "$SUMMARY"
failed=0
started_all=$(date +%s)
for entry in "${INPUTS[@]}"; do
  IFS='|' read -r name kind method url headers body <<<"$entry"
  [[ "$name" =~ $ONLY ]] || continue
  if [ "$kind" = exposed ]; then level=$LEVEL risk=$RISK; else level=$REST_LEVEL risk=$REST_RISK; fi
  args=(--batch --level="$level" --risk="$risk" --technique=BEUSTQ --dbms="$DBMS" --flush-session --random-agent
    --ignore-code=401 --threads="$THREADS" --output-dir="$OUT/sqlmap-$name" -t "$OUT/$name.traffic" -u "$url" --method="$method")
  [ -n "$headers" ] && args+=(--headers="$headers")
  [ -n "$body" ] && args+=(--data="$body")
  started=$(date +%s)
  # 127.0.0.1 only: the URL was built from BASE above.
  sqlmap "${args[@]}" >"$OUT/$name.log" 2>&1 </dev/null
  seconds=$(( $(date +%s) - started ))
  requests=$(grep -c '^HTTP request \[#' "$OUT/$name.traffic" 2>/dev/null || echo 0)
  # The status of sqlmap's first request, the input as written: a 2xx means the payloads reached past validation.
  baseline=$(grep -m1 -oE '^HTTP response \[#1\] \([0-9]{3}' "$OUT/$name.traffic" 2>/dev/null | grep -oE '[0-9]{3}$')
  # sqlmap lists the error statuses it met on the lines after "HTTP error codes detected during run:".
  codes=$(grep -A4 'HTTP error codes detected during run' "$OUT/$name.log" | grep -E '^[0-9]{3} \(' | paste -sd ',' - | sed 's/,/, /g')
  errors500=$(printf '%s' "$codes" | grep -cE '(^|, )5[0-9][0-9] ')
  if grep -q 'identified the following injection point' "$OUT/$name.log"; then
    verdict="INJECTABLE: $(grep -E '^ *(Parameter|Type):' "$OUT/$name.log" | tr -s ' ' | paste -sd ';' -)"
    failed=1
  elif [ "$errors500" -gt 0 ]; then
    verdict="5xx answered: $codes"
    failed=1
  elif grep -q 'all tested parameters do not appear to be injectable' "$OUT/$name.log"; then
    verdict="not injectable${codes:+ (answers besides 2xx: $codes)}"
  else
    verdict="NO VERDICT: $(grep -E '\[(CRITICAL|ERROR)\]' "$OUT/$name.log" | tail -1 | cut -c1-160)"
    failed=1
  fi
  printf '%-26s %-6s %-5s %-9s %9s  %s (%ss)\n' "$name" "$level" "$risk" "${baseline:-none}" "$requests" "$verdict" "$seconds" | tee -a "$SUMMARY"
done
kill -0 "$SERVER_PID" 2>/dev/null || { log "the server died during the sweep"; failed=1; }
grep -qiE '"level":(50|60)|statusCode":500' "$OUT/server.log" && { log "the server logged errors: see $OUT/server.log"; failed=1; }
printf 'sqlmap %s, %s, %s in %ss; outputs in %s\n' "$(sqlmap --version 2>/dev/null | head -1)" "$ENGINE" "$BASE" "$(( $(date +%s) - started_all ))" "$OUT" | tee -a "$SUMMARY"
exit $failed
