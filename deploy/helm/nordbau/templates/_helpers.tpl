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
