import { resolveContainerEnv, type K8sObject } from './support/workload-env';

const configMap = (name: string, data: Record<string, string>): K8sObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name },
  data,
});
const secret = (name: string, data: Record<string, string>, stringData?: Record<string, string>): K8sObject => ({
  apiVersion: 'v1',
  kind: 'Secret',
  metadata: { name },
  data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')])),
  stringData,
});

describe("a container's environment resolved from rendered objects", () => {
  it('starts from the image, then each envFrom source in order, then env, each later one winning', () => {
    const { env, problems } = resolveContainerEnv(
      {
        name: 'orders',
        envFrom: [
          { configMapRef: { name: 'shop-orders-env' } },
          { secretRef: { name: 'shop-orders-secrets' } },
          { prefix: 'PEER_', configMapRef: { name: 'shop-peers' } },
        ],
        env: [
          { name: 'LOG_LEVEL', value: 'warn' },
          {
            name: 'SESSION_SECRET',
            valueFrom: { secretKeyRef: { name: 'shop-orders-secrets', key: 'SESSION_SECRET' } },
          },
          { name: 'POD_IP', valueFrom: { fieldRef: { fieldPath: 'status.podIP' } } },
        ],
      },
      'shop-orders',
      [
        configMap('shop-orders-env', { PORT: '3002', LOG_LEVEL: 'info', PUBLIC_URL: 'https://shop.example' }),
        configMap('shop-peers', { CATALOGUE_URL: 'http://shop-catalogue:3001' }),
        // stringData is written over data by the API server.
        secret(
          'shop-orders-secrets',
          { SMTP_URL: 'smtp://relay:587', SESSION_SECRET: 'old' },
          { SESSION_SECRET: 'new' },
        ),
      ],
      [],
      { NODE_ENV: 'production', PORT: '9999', HOST: '0.0.0.0' },
    );
    expect(problems).toEqual([]);
    expect(env).toEqual({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PORT: '3002',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://shop.example',
      PEER_CATALOGUE_URL: 'http://shop-catalogue:3001',
      SMTP_URL: 'smtp://relay:587',
      SESSION_SECRET: 'new',
      POD_IP: '10.244.1.17',
    });
  });

  it("reads a Secret the chart does not render from the operator's, and names what neither has", () => {
    const { env, problems } = resolveContainerEnv(
      {
        name: 'users',
        envFrom: [
          { secretRef: { name: 'nordbau-users' } },
          { configMapRef: { name: 'shop-users-env' } },
          { configMapRef: { name: 'shop-users-extra', optional: true } },
        ],
        env: [
          { name: 'SMTP_URL', valueFrom: { secretKeyRef: { name: 'nordbau-users', key: 'SMTP' } } },
          { name: 'MAIL_FROM', valueFrom: { configMapKeyRef: { name: 'shop-mail', key: 'from', optional: true } } },
          { name: 'NODE_NAME', valueFrom: { resourceFieldRef: { resource: 'limits.cpu' } } as never },
        ],
      },
      'shop-users',
      [],
      [secret('nordbau-users', { MONGODB_URI: 'mongodb://users:pw@mongo/shop_users' })],
      {},
    );
    expect(env).toEqual({ MONGODB_URI: 'mongodb://users:pw@mongo/shop_users' });
    expect(problems).toEqual([
      'ConfigMap shop-users-env is neither rendered by the chart nor made by the operator',
      'SMTP_URL: Secret nordbau-users has no key SMTP',
      'NODE_NAME: its valueFrom cannot be resolved from the rendered objects',
    ]);
  });
});
