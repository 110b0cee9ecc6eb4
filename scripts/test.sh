#!/usr/bin/env bash
# `npm test`: lint, typecheck, unit tests, then end-to-end tests in Debian's Chromium against a production
# build and the demo content service. Installs Chromium with apt-get when it is missing (runs as root).
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  echo "test: installing Debian's chromium"
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
fi

export NEXT_TELEMETRY_DISABLED=1
npm run lint
npm run typecheck
npx jest --ci
npx playwright test
