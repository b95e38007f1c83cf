declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every answer of the route is JSON written as text (by its schema's serializer, or written once
     * and kept), never bytes or a stream. A host that compresses such answers itself (the gateway,
     * through the bytes it compressed before) then runs no general compressor's hook for the route.
     */
    answersJsonText?: boolean;
  }
}

export {};
