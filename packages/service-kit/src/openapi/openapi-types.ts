/**
 * The parts of an OpenAPI 3.1 document the shop reads and writes: enough to merge, prefix and check
 * documents, loose everywhere else (schemas are JSON Schema 2020-12, produced by zod).
 */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name?: string;
  in?: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
  $ref?: string;
  [extension: string]: unknown;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, { schema?: JsonSchema; example?: unknown; examples?: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
  /** Where the answer leads: the next calls and which of its values they take (call-links.ts). */
  links?: Record<string, unknown>;
  $ref?: string;
}

export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
  [extension: string]: unknown;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & { parameters?: OpenApiParameter[] };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  paths?: Record<string, OpenApiPathItem>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    responses?: Record<string, OpenApiResponse>;
    securitySchemes?: Record<string, Record<string, unknown>>;
    [kind: string]: Record<string, unknown> | undefined;
  };
  security?: Record<string, string[]>[];
  [extension: string]: unknown;
}
