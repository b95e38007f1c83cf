// The production stack as the storefront's measurements run it (npm run lighthouse -- --stack production):
// the production servers (Kafka, Elasticsearch, FerretDB, as `npm run test:production` starts them), each
// service its own process from its build on them (e2e/support/production-stack.ts, with the catalogue's
// import), and the gateway its own process too, as its image runs it. Needs `npm run build`, and node
// with tsx registered (`node --import tsx`): the stack's TypeScript imports by extensionless paths.
import { startGatewayProcess, stopGatewayProcess } from './gateway-process.mjs';
import { root } from './lib.mjs';
import {
  installProductionServers,
  productionStackUnavailableReason,
  startProductionServers,
} from './production-servers.mjs';

/** Resolves with the gateway's address once every process is ready; `stop` ends them all. */
export async function startProductionShop(dataDir) {
  const unavailable = productionStackUnavailableReason();
  if (unavailable) throw new Error(`the production servers cannot run here: ${unavailable}`);
  const { startProductionStack } = await import('../e2e/support/production-stack.ts');
  await installProductionServers();
  const servers = await startProductionServers();
  let stack = null;
  let gateway = null;
  const stop = async () => {
    if (gateway && gateway.child.exitCode === null) await stopGatewayProcess(gateway);
    await stack?.close();
    await servers.stop();
  };
  try {
    stack = await startProductionStack(root, dataDir, servers.env);
    gateway = await startGatewayProcess(stack.gatewayEnv);
    return { url: gateway.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
