import { z } from 'zod';

// The shop's pages run under a Content-Security-Policy without 'unsafe-eval' (docs/security.md).
// On its first parse zod probes `new Function('')` to choose a compiled fast path; the probe is
// caught, but Chromium still reports it as a violation. In the browser zod runs without that
// path; servers keep it. zod reads the setting from globalThis and checks it when the first
// object schema is built, so the contracts' index imports this before any schema module.
if (typeof window !== 'undefined' && typeof document !== 'undefined') z.config({ jitless: true });
