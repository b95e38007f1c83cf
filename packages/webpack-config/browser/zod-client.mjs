// `import { z } from 'zod'` and `import z from 'zod'`, as zod's own index offers them.
import * as z from './zod-api.mjs';

export * from './zod-api.mjs';
export { z, z as default };
