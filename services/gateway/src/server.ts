import { envPort, listenUntilSignalled } from '@shop/service-kit';
import { buildGateway } from './app';
import { gatewayConfigFromEnv } from './config';

/** `npm start` ends here: the whole shop in one process on its embedded defaults, unless service URLs are set. */
async function main() {
  const config = gatewayConfigFromEnv(process.env);
  const app = await buildGateway(config);
  const port = envPort(process.env, 8080);
  await listenUntilSignalled(app, port, process.env.HOST ?? 'localhost');
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
  app.log.info(`shop ready at http://${host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
