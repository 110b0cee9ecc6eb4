#!/usr/bin/env bash
# Puts a release in place for one instance and (re)starts it: docs/deploy.md, section 4. Upgrades and
# rollbacks are this, one instance at a time; nginx sends visitors to the other instances meanwhile.
#   deploy-instance.sh <port> <release folder> [address the instance listens on, default 127.0.0.1]
#   e.g. deploy-instance.sh 3000 /srv/school-site/releases/20261124-0610-ab12cd3
set -euo pipefail
usage='usage: deploy-instance.sh <port> <release folder> [address]'
port="${1:?$usage}"
release="${2:?$usage}"
address="${3:-127.0.0.1}"
# A release is a built checkout (docs/deploy.md, section 3): the build leaves .next/BUILD_ID, and
# `next start` needs Next itself in node_modules.
[ -f "$release/.next/BUILD_ID" ] || { echo "deploy-instance: $release has no .next/BUILD_ID (not a release folder)" >&2; exit 1; }
[ -f "$release/node_modules/next/dist/bin/next" ] || { echo "deploy-instance: $release has no node_modules/next (not a release folder)" >&2; exit 1; }

systemctl stop "school-site@$port"
rsync -a --delete "$release/" "/srv/school-site/$port/"
chown -R school-site:school-site "/srv/school-site/$port"
systemctl enable --now "school-site@$port"
for _ in $(seq 60); do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://$address:$port/healthz" || true)
  # 503 means the vendor's content is stale, not that the instance is broken.
  if [ "$code" = 200 ] || [ "$code" = 503 ]; then
    echo "deploy-instance: school-site@$port answers /healthz ($code) with $release"
    exit 0
  fi
  sleep 1
done
echo "deploy-instance: school-site@$port did not answer within 60 s; see journalctl -u school-site@$port" >&2
exit 1
