#!/usr/bin/env bash
# Every message in the code is in the catalogs: extraction changes nothing that is committed.
# (A message missing there would ship as its hash id; catalogs.test.ts checks every one is translated.)
set -euo pipefail
cd "$(dirname "$0")/.."
npx lingui extract --config packages/i18n/lingui.config.ts > /dev/null
if ! git diff --quiet -- packages/i18n/src/locales; then
  git --no-pager diff --stat -- packages/i18n/src/locales
  echo "The catalogs miss messages of the code: run lingui extract (see packages/i18n/lingui.config.ts), translate, compile."
  exit 1
fi
echo "catalogs: every message of the code is extracted"
