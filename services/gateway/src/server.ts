import {
  defaultListenHost,
  envPort,
  envShutdownGraceMs,
  listenUntilSignalled,
  parseAll,
  routeProcessOutput,
  writeFatalLine,
} from '@shop/service-kit';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

/** `npm start` ends here: the whole shop in one process on its embedded defaults, unless service URLs are set. */
async function main() {
  const env = process.env;
  const [graceMs, port, config] = parseAll('gateway', [
    () => envShutdownGraceMs(env),
    () => envPort(env, 8080),
    () => gatewayConfigFromEnv(env),
  ]);
  const app = await buildGateway(config);
  routeProcessOutput(app.log);
  const address = await listenUntilSignalled(app, port, env.HOST ?? defaultListenHost, graceMs);
  app.log.info(`shop ready at ${address}`);
}

main().catch((error: unknown) => {
  writeFatalLine(error);
  process.exit(1);
});
