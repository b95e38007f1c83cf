import {
  defaultListenHost,
  envPort,
  envShutdownGraceMs,
  listenUntilSignalled,
  routeProcessOutput,
  writeFatalLine,
} from '@shop/service-kit';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

/** `npm start` ends here: the whole shop in one process on its embedded defaults, unless service URLs are set. */
async function main() {
  const graceMs = envShutdownGraceMs(process.env);
  const app = await buildGateway(gatewayConfigFromEnv(process.env));
  routeProcessOutput(app.log);
  const host = process.env.HOST ?? defaultListenHost;
  const address = await listenUntilSignalled(app, envPort(process.env, 8080), host, graceMs);
  app.log.info(`shop ready at ${address}`);
}

main().catch((error: unknown) => {
  writeFatalLine(error);
  process.exit(1);
});
