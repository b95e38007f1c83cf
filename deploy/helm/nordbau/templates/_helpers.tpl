{{- define "nordbau.fullname" -}}{{- .Release.Name | trunc 40 | trimSuffix "-" -}}{{- end -}}
{{- define "nordbau.selectorLabels" -}}
app.kubernetes.io/name: {{ .component }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}
{{- define "nordbau.labels" -}}
{{ include "nordbau.selectorLabels" . }}
app.kubernetes.io/part-of: nordbau
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{- end -}}

{{/* <fullname>-<component>: the name of every object of one workload. Called with (dict "root" $ "component" "catalogue"). */}}
{{- define "nordbau.name" -}}{{ include "nordbau.fullname" .root }}-{{ .component }}{{- end -}}

{{/* The port each Node process listens on: the services' own defaults, as in docker-compose.yml. */}}
{{- define "nordbau.port" -}}
{{- get (dict "gateway" "8080" "catalogue" "3001" "orders" "3002" "users" "3003" "contact" "3004") .component -}}
{{- end -}}

{{/* http://<fullname>-<component>:<port>: a service as the gateway and its peers reach it (its ClusterIP Service). */}}
{{- define "nordbau.serviceUrl" -}}http://{{ include "nordbau.name" . }}:{{ include "nordbau.port" . }}{{- end -}}

{{/* <registry>/<repository>/<component>:<tag>, the images infra/docker/Dockerfile builds (shop/<name>:<tag>). */}}
{{- define "nordbau.image" -}}
{{- $image := .root.Values.image -}}
{{- $own := (index .root.Values .component).image | default dict -}}
{{- with $image.registry }}{{ . }}/{{ end }}{{ $image.repository }}/{{ .component }}:{{ $own.tag | default $image.tag }}
{{- end -}}

{{/* The Secret a workload's envFrom names: the user's existingSecret, else the chart's <fullname>-<component>-secrets. */}}
{{- define "nordbau.secretName" -}}
{{- (index .root.Values .component).existingSecret | default (printf "%s-secrets" (include "nordbau.name" .)) -}}
{{- end -}}

{{/*
The drain of one workload (dict "root" $ "component" <name>): its own <component>.shutdownGraceSeconds,
else shutdown.graceSeconds. SHUTDOWN_GRACE_MS for the process, and the kubelet's
terminationGracePeriodSeconds above it from the same value, so the two cannot drift. The kubelet counts
the preStop sleep into that period, so the period is the sleep, the process's grace and a margin for
its closing line.
*/}}
{{- define "nordbau.graceSeconds" -}}
{{- (index .root.Values .component).shutdownGraceSeconds | default .root.Values.shutdown.graceSeconds -}}
{{- end -}}
{{- define "nordbau.shutdownGraceMs" -}}{{ mul (include "nordbau.graceSeconds" . | int) 1000 }}{{- end -}}
{{- define "nordbau.terminationGracePeriodSeconds" -}}
{{- $shutdown := .root.Values.shutdown -}}
{{- add $shutdown.preStopSleepSeconds (include "nordbau.graceSeconds" . | int) $shutdown.marginSeconds -}}
{{- end -}}

{{/* Pod and container security: non-root, read-only root filesystem, no privilege, no capability. */}}
{{- define "nordbau.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
fsGroup: {{ .uid }}
seccompProfile:
  type: RuntimeDefault
{{- end -}}
{{- define "nordbau.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .uid }}
runAsGroup: {{ .uid }}
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop: ["ALL"]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/*
The `data` of a ConfigMap or Secret (encode: base64) from a map, sorted, leaving out empty values:
an empty address or key counts as unset for the services.
*/}}
{{- define "nordbau.data" -}}
{{- $entries := list -}}
{{- range $key := keys .values | sortAlpha -}}
{{- $value := toString (index $.values $key) -}}
{{- if ne $value "" -}}
{{- $entries = append $entries (printf "%s: %s" $key (ternary ($value | b64enc | quote) ($value | quote) $.encode)) -}}
{{- end -}}
{{- end -}}
{{- if $entries }}
data:
  {{- range $entries }}
  {{ . }}
  {{- end }}
{{- else }}
data: {}
{{- end -}}
{{- end -}}
