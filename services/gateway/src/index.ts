export { buildGateway } from './app';
export { gatewayConfigFromEnv, type GatewayConfig } from './config';
export { defaultManifest } from './frontend';
