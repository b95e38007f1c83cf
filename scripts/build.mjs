// `npm run build`: the shell and the three remotes, for production or for `npm start`.
import { buildApps, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await buildApps();
