/**
 * A container's environment as the kubelet gives it, from rendered objects: the image's own first,
 * then each `envFrom` source in order (a later one wins), then `env` (which wins over all). ConfigMaps
 * and Secrets are looked up among the objects the chart rendered and, for the Secrets an operator
 * makes before installing (existingSecret), among `external`. A source that is in neither and not
 * `optional` stops the Pod from starting: it is reported, as is anything else that cannot be resolved.
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: unknown;
}

interface KeyRef {
  name: string;
  key: string;
  optional?: boolean;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: KeyRef;
    secretKeyRef?: KeyRef;
    fieldRef?: { fieldPath: string };
  };
}

interface EnvFromSource {
  prefix?: string;
  configMapRef?: { name: string; optional?: boolean };
  secretRef?: { name: string; optional?: boolean };
}

export interface Container {
  name: string;
  env?: EnvVar[];
  envFrom?: EnvFromSource[];
}

export interface ResolvedEnv {
  env: Record<string, string>;
  problems: string[];
}

/** A Secret's values: `data` is base64; `stringData` is written over it by the API server. */
const secretValues = (secret: K8sObject): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(secret.data ?? {}).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
  ),
  ...(secret.stringData ?? {}),
});

/** What a Pod's fieldRef reads, as the kubelet would fill it for a Pod of this workload. */
const podFields = (podName: string): Record<string, string> => ({
  'metadata.name': `${podName}-7d9c8b6f5-x2x4q`,
  'metadata.namespace': 'shop',
  'status.podIP': '10.244.1.17',
  'status.hostIP': '172.18.0.3',
  'spec.nodeName': 'node-1',
  'spec.serviceAccountName': podName,
});

export function resolveContainerEnv(
  container: Container,
  podName: string,
  rendered: readonly K8sObject[],
  external: readonly K8sObject[],
  imageEnv: Record<string, string>,
): ResolvedEnv {
  const problems: string[] = [];
  const find = (kind: 'ConfigMap' | 'Secret', name: string) =>
    [...rendered, ...external].find((o) => o.kind === kind && o.metadata.name === name);
  const valuesOf = (kind: 'ConfigMap' | 'Secret', name: string, optional = false) => {
    const object = find(kind, name);
    if (!object) {
      if (!optional) problems.push(`${kind} ${name} is neither rendered by the chart nor made by the operator`);
      return undefined;
    }
    return kind === 'Secret' ? secretValues(object) : { ...(object.data ?? {}) };
  };

  const env: Record<string, string> = { ...imageEnv };
  for (const source of container.envFrom ?? []) {
    const ref = source.configMapRef ?? source.secretRef;
    if (!ref) {
      problems.push('an envFrom entry names neither a ConfigMap nor a Secret');
      continue;
    }
    const values = valuesOf(source.configMapRef ? 'ConfigMap' : 'Secret', ref.name, ref.optional);
    for (const [key, value] of Object.entries(values ?? {})) env[`${source.prefix ?? ''}${key}`] = value;
  }
  for (const variable of container.env ?? []) {
    const from = variable.valueFrom;
    const keyRef = from?.configMapKeyRef ?? from?.secretKeyRef;
    if (!from) env[variable.name] = variable.value ?? '';
    else if (keyRef) {
      const kind = from.configMapKeyRef ? 'ConfigMap' : 'Secret';
      const values = valuesOf(kind, keyRef.name, keyRef.optional);
      const value = values?.[keyRef.key];
      if (value !== undefined) env[variable.name] = value;
      else if (values && !keyRef.optional)
        problems.push(`${variable.name}: ${kind} ${keyRef.name} has no key ${keyRef.key}`);
    } else if (from.fieldRef && podFields(podName)[from.fieldRef.fieldPath] !== undefined)
      env[variable.name] = podFields(podName)[from.fieldRef.fieldPath]!;
    else problems.push(`${variable.name}: its valueFrom cannot be resolved from the rendered objects`);
  }
  return { env, problems: [...new Set(problems)] };
}
