#!/usr/bin/env bash
# Every message in the code is in the catalogs: extraction changes none of the .po files.
# (A message missing there would ship as its hash id; catalogs.test.ts checks every one is translated.)
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(cat packages/i18n/src/locales/*/*.po | sha256sum)
npx lingui extract --config packages/i18n/lingui.config.ts > /dev/null 2>&1
if [ "$(cat packages/i18n/src/locales/*/*.po | sha256sum)" != "$before" ]; then
  git --no-pager diff --stat -- 'packages/i18n/src/locales/*/*.po'
  echo "The catalogs miss messages of the code: run lingui extract (see packages/i18n/lingui.config.ts), translate, compile."
  exit 1
fi
echo "catalogs: every message of the code is extracted"
