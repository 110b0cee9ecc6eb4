#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit tests, then end-to-end tests in Debian's Chromium against a production
# build and the demo content service, the last of them the nginx front (e2e/front.spec.ts) and two
# instances sharing Redis behind it (e2e/instances.spec.ts), on copies of that build.
# Installs Chromium, nginx, openssl, redis-server, a Java runtime (for the Nu HTML Checker, vnu.jar from
# the vnu-jar package, in e2e/html-validity.spec.ts) and Noto Sans Devanagari (fonts-noto-core) with apt-get
# when they are missing (runs as root).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "test: installing Debian's chromium"
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

missing=()
command -v nginx >/dev/null || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v java >/dev/null || missing+=(default-jre-headless)
# The system Noto Sans Devanagari that every Android phone has, which the Hindi pages draw with first
# (e2e/hindi.spec.ts tests a browser with it and one without).
[ -n "$(fc-list ':family=Noto Sans Devanagari' family)" ] || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "test: installing Debian's ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Every step below runs on the Node package.json pins (node_modules/.bin/node, first on npm's PATH).
echo "test: Node $(node --version) ($(command -v node))"
export NEXT_TELEMETRY_DISABLED=1
npm run lint
npm run typecheck
npx jest --ci
npx playwright test
