// `npm run build`: every project's Nx `build` target: the shell and the three remotes (for production or
// for `npm start`), and each service bundled to services/<name>/dist/server.js for production
// (scripts/build-service.mjs; `npm run start:production` runs the gateway's).
import { buildApps, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await buildApps();
