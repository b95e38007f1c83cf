/**
 * One simulated buyer calling the shop's API through the gateway: its own cookies (its cart is bound
 * to them), JSON both ways, and a fresh Idempotency-Key on every call with a body, as the browser's
 * cart does. For the load of the production-stack journeys (scale, broker-outage).
 */
export function apiBuyer(base: string, options: { locale?: string; signal?: () => AbortSignal } = {}) {
  const jar = new Map<string, string>();
  return async (method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> => {
    const response = await fetch(`${base}${path}`, {
      method,
      signal: options.signal?.(),
      headers: {
        accept: 'application/json',
        ...(options.locale ? { 'x-locale': options.locale } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
        ...(jar.size > 0 ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return { status: response.status, json: await response.json().catch(() => null) };
  };
}
