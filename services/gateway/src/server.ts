import { envPort, listenUntilSignalled } from '@shop/service-kit';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

/** `npm start` ends here: the whole shop in one process on its embedded defaults, unless service URLs are set. */
async function main() {
  const app = await buildGateway(gatewayConfigFromEnv(process.env));
  const address = await listenUntilSignalled(app, envPort(process.env, 8080), process.env.HOST ?? 'localhost');
  app.log.info(`shop ready at ${address.replace('127.0.0.1', 'localhost')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
