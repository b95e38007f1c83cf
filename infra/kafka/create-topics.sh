#!/usr/bin/env bash
# Creates every topic of infra/kafka/topics.txt that does not exist yet.
# Idempotent: safe to run on every `docker compose up`.
#
# Env:
#   KAFKA_BOOTSTRAP     broker address            (default kafka:9092)
#   TOPICS_FILE         list of topics            (default /infra/kafka/topics.txt)
#   TOPIC_PARTITIONS    partitions per new topic  (default: the `# partitions: N` line of the topics file)
#   TOPIC_REPLICATION   replication factor        (default 1: single broker)
set -euo pipefail

BOOTSTRAP="${KAFKA_BOOTSTRAP:-kafka:9092}"
TOPICS_FILE="${TOPICS_FILE:-/infra/kafka/topics.txt}"
PARTITIONS="${TOPIC_PARTITIONS:-$(sed -n 's/^# partitions: *\([0-9][0-9]*\).*$/\1/p' "${TOPICS_FILE}" | head -n 1)}"
if [ -z "${PARTITIONS}" ]; then
  echo "kafka-init: no TOPIC_PARTITIONS and no '# partitions: N' line in ${TOPICS_FILE}" >&2
  exit 1
fi
REPLICATION="${TOPIC_REPLICATION:-1}"
KAFKA_BIN="${KAFKA_BIN:-/opt/kafka/bin}"

# The CLI tools are JVMs too; keep them small.
export KAFKA_HEAP_OPTS="${KAFKA_TOOLS_HEAP_OPTS:--Xms64m -Xmx256m}"

echo "kafka-init: waiting for ${BOOTSTRAP}"
for attempt in $(seq 1 30); do
  if "${KAFKA_BIN}/kafka-broker-api-versions.sh" --bootstrap-server "${BOOTSTRAP}" >/dev/null 2>&1; then
    break
  fi
  if [ "${attempt}" -eq 30 ]; then
    echo "kafka-init: broker not reachable" >&2
    exit 1
  fi
  sleep 2
done

while IFS= read -r line || [ -n "${line}" ]; do
  topic="${line%%#*}"                              # strip comments
  topic="$(echo "${topic}" | tr -d '[:space:]')"   # and blanks
  [ -z "${topic}" ] && continue
  echo "kafka-init: ensuring topic ${topic} (partitions=${PARTITIONS}, replication=${REPLICATION})"
  "${KAFKA_BIN}/kafka-topics.sh" --bootstrap-server "${BOOTSTRAP}" \
    --create --if-not-exists \
    --topic "${topic}" \
    --partitions "${PARTITIONS}" \
    --replication-factor "${REPLICATION}"
done < "${TOPICS_FILE}"

echo "kafka-init: topics now on the broker:"
"${KAFKA_BIN}/kafka-topics.sh" --bootstrap-server "${BOOTSTRAP}" --list
