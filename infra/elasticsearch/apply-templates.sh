#!/usr/bin/env bash
# Installs (or updates) the catalogue's composable index templates (packages/catalogue-schema/elasticsearch/)
# (*.template.json, template name = file name without .template.json).
# A template applies when an index matching its index_patterns is CREATED:
# existing indices keep their mapping, so a mapping change means a reindex into a
# new versioned index (variants-<ts>) and an alias switch; see docs/production.md.
# Idempotent: run by the one-shot `elasticsearch-init` service on every `up`.
#
# Env:
#   ELASTICSEARCH_URL   default http://elasticsearch:9200
#   TEMPLATES_DIR       default /templates
set -euo pipefail

ES="${ELASTICSEARCH_URL:-http://elasticsearch:9200}"
DIR="${TEMPLATES_DIR:-/templates}"

echo "elasticsearch-init: waiting for ${ES}"
for attempt in $(seq 1 60); do
  if curl -fsS "${ES}/_cluster/health?wait_for_status=yellow&timeout=5s" >/dev/null 2>&1; then
    break
  fi
  if [ "${attempt}" -eq 60 ]; then
    echo "elasticsearch-init: cluster not reachable" >&2
    exit 1
  fi
  sleep 2
done

shopt -s nullglob
files=("${DIR}"/*.template.json)
if [ "${#files[@]}" -eq 0 ]; then
  echo "elasticsearch-init: no *.template.json in ${DIR}" >&2
  exit 1
fi

for file in "${files[@]}"; do
  name="$(basename "${file}" .template.json)"
  echo "elasticsearch-init: PUT _index_template/${name}"
  # --fail-with-body: non-2xx fails the init (and therefore the stack start) and
  # prints Elasticsearch's reason.
  curl -sS --fail-with-body -X PUT "${ES}/_index_template/${name}" \
    -H 'Content-Type: application/json' \
    --data-binary "@${file}"
  echo
done

echo "elasticsearch-init: done"
