{{/*
One Node workload (the gateway or a service): its env ConfigMap, Secret, ServiceAccount, Service,
PodDisruptionBudget and Deployment. Called by each component's template with
  (dict "root" $ "component" "<name>" "env" <its wiring> "secret" <its secret settings>
        "trustProxy" <TRUST_PROXY> "volumes" <list of {name, mountPath, volume}>
        "envFrom" <further ConfigMap names> "scrape" <bool> "autoscaled" <bool>)
Every variable reaches the process through envFrom of the ConfigMap <name>-env and the Secret
(docs/production.md "Environment"); the values' <component>.env and <component>.secretEnv add to or
override what the chart wires.
*/}}
{{- define "nordbau.nodeWorkload" -}}
{{- $root := .root -}}
{{- $values := index $root.Values .component -}}
{{- $name := include "nordbau.name" . -}}
{{- $port := include "nordbau.port" . | int -}}
{{- $wiring := dict
  "NODE_ENV" "production"
  "HOST" "0.0.0.0"
  "PORT" (toString $port)
  "DATA_DIR" "/app/data"
  "LOG_LEVEL" $root.Values.logLevel
  "SHUTDOWN_GRACE_MS" (include "nordbau.shutdownGraceMs" .)
  "TRUST_PROXY" .trustProxy
  "KAFKA_BROKERS" $root.Values.stores.kafka.brokers
  "KAFKA_TOPIC_PREFIX" $root.Values.stores.kafka.topicPrefix
-}}
{{- $env := merge (deepCopy ($values.env | default dict)) .env $wiring -}}
{{- $secret := merge (deepCopy ($values.secretEnv | default dict)) .secret -}}
{{- $labels := include "nordbau.labels" . -}}
{{- $selector := include "nordbau.selectorLabels" . -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ $name }}-env
  labels:
    {{- $labels | nindent 4 }}
{{- include "nordbau.data" (dict "values" $env "encode" false) }}
---
{{- if not $values.existingSecret }}
apiVersion: v1
kind: Secret
metadata:
  name: {{ $name }}-secrets
  labels:
    {{- $labels | nindent 4 }}
type: Opaque
{{- include "nordbau.data" (dict "values" $secret "encode" true) }}
---
{{- end }}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ $name }}
  labels:
    {{- $labels | nindent 4 }}
# The shop never calls the Kubernetes API.
automountServiceAccountToken: false
---
apiVersion: v1
kind: Service
metadata:
  name: {{ $name }}
  labels:
    {{- $labels | nindent 4 }}
spec:
  type: {{ ($values.service | default dict).type | default "ClusterIP" }}
  selector:
    {{- $selector | nindent 4 }}
  ports:
    - name: http
      port: {{ $port }}
      targetPort: http
      protocol: TCP
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ $name }}
  labels:
    {{- $labels | nindent 4 }}
spec:
  {{- if hasKey $values.pdb "minAvailable" }}
  minAvailable: {{ $values.pdb.minAvailable }}
  {{- else }}
  maxUnavailable: {{ $values.pdb.maxUnavailable }}
  {{- end }}
  selector:
    matchLabels:
      {{- $selector | nindent 6 }}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $name }}
  labels:
    {{- $labels | nindent 4 }}
spec:
  {{- if not .autoscaled }}
  replicas: {{ $values.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  # A new Pod is ready before an old one drains: a rollout never lowers the number of ready replicas.
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 0
  selector:
    matchLabels:
      {{- $selector | nindent 6 }}
  template:
    metadata:
      labels:
        {{- $labels | nindent 8 }}
      annotations:
        # A changed setting rolls the Pods: a process reads its environment once, at start.
        checksum/env: {{ toJson $env | sha256sum }}
        {{- if not $values.existingSecret }}
        checksum/secret: {{ toJson $secret | sha256sum }}
        {{- end }}
        {{- if and .scrape $root.Values.metrics.podAnnotations }}
        prometheus.io/scrape: "true"
        prometheus.io/port: {{ $port | quote }}
        prometheus.io/path: /metrics/{{ .component }}
        {{- end }}
        {{- with $values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ $name }}
      automountServiceAccountToken: false
      terminationGracePeriodSeconds: {{ include "nordbau.terminationGracePeriodSeconds" . }}
      securityContext:
        {{- include "nordbau.podSecurityContext" (dict "uid" 1000) | nindent 8 }}
      {{- with $root.Values.image.pullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ .component }}
          image: {{ include "nordbau.image" . }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          ports:
            - name: http
              containerPort: {{ $port }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ $name }}-env
            {{- range .envFrom }}
            - configMapRef:
                name: {{ . }}
            {{- end }}
            - secretRef:
                name: {{ include "nordbau.secretName" . }}
          # Until the process listens: it loads its data and connects its stores first.
          startupProbe:
            httpGet:
              path: /health/{{ .component }}
              port: http
            periodSeconds: {{ $values.startupProbe.periodSeconds }}
            failureThreshold: {{ $values.startupProbe.failureThreshold }}
            timeoutSeconds: 5
          # Liveness stays 200 while the process drains; only a hung process fails it.
          livenessProbe:
            httpGet:
              path: /health/{{ .component }}
              port: http
            periodSeconds: 10
            timeoutSeconds: 5
            failureThreshold: 3
          # 503 while draining after SIGTERM or while this replica's own store or index is down
          # (packages/service-kit/src/health.ts): the Pod leaves the Service's endpoints.
          readinessProbe:
            httpGet:
              path: /health/{{ .component }}/ready
              port: http
            periodSeconds: 5
            timeoutSeconds: 5
            failureThreshold: 2
          lifecycle:
            # Endpoint removal and SIGTERM start together; the sleep lets kube-proxy and the ingress
            # controller stop sending new connections before the process stops accepting them.
            preStop:
              exec:
                command: ["sleep", "{{ $root.Values.shutdown.preStopSleepSeconds }}"]
          resources:
            {{- toYaml $values.resources | nindent 12 }}
          securityContext:
            {{- include "nordbau.containerSecurityContext" (dict "uid" 1000) | nindent 12 }}
          volumeMounts:
            {{- range .volumes }}
            - name: {{ .name }}
              mountPath: {{ .mountPath }}
            {{- end }}
      volumes:
        {{- range .volumes }}
        - name: {{ .name }}
          {{- toYaml .volume | nindent 10 }}
        {{- end }}
      # Replicas on different nodes where the cluster allows it: one node's loss leaves the others.
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: kubernetes.io/hostname
          whenUnsatisfiable: ScheduleAnyway
          labelSelector:
            matchLabels:
              {{- $selector | nindent 14 }}
      {{- with $values.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $values.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $values.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
{{- end -}}

