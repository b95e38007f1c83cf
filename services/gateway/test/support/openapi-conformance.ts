import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation } from '@shop/service-kit';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks answers against the published API description: which operation a request hit (path
 * templates matched like Fastify does, literal segments before parameters), and whether the answer's
 * status and JSON body are what the document says for it. For the description test and any journey
 * that wants to check the calls it makes.
 */
export class ApiDescription {
  // zod writes startsWith/endsWith/includes as a pattern and also as a format of these names, which
  // JSON Schema does not define: the pattern is what checks.
  private readonly ajv = addFormats(
    new Ajv2020({ strict: false, allErrors: true, formats: { starts_with: true, ends_with: true, includes: true } }),
  );
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: { path: string; pattern: RegExp; literals: number }[];

  constructor(readonly document: OpenApiDocument) {
    this.templates = Object.keys(document.paths ?? {})
      .map((path) => ({
        path,
        pattern: new RegExp(
          `^${path
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join('[^/]+')}$`,
        ),
        literals: path.replace(/\{[^}]+\}/g, '').length,
      }))
      .sort((a, b) => b.literals - a.literals);
  }

  /** The path template and operation a request names, or undefined when the document has none. */
  operation(method: string, url: string): { path: string; operation: OpenApiOperation } | undefined {
    const pathname = decodeURI(url.split('?')[0]!);
    for (const { path, pattern } of this.templates) {
      const operation = this.document.paths?.[path]?.[method.toLowerCase() as 'get'];
      if (operation && pattern.test(pathname)) return { path, operation };
    }
    return undefined;
  }

  /**
   * What is wrong with an answer, by the document: nothing (an empty list) when its status is
   * described for the operation (exactly, by range like 4XX, or default) and its JSON body matches
   * that status's schema.
   */
  answerProblems(method: string, url: string, status: number, body: string, contentType = ''): string[] {
    const found = this.operation(method, url);
    if (!found) return [`${method} ${url}: no such operation in the document`];
    const responses = found.operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return [`${method} ${found.path}: status ${status} is not described`];
    const content = responses[key]!.content ?? {};
    const mediaType = contentType.split(';')[0]!.trim();
    if (mediaType && mediaType !== 'application/json' && Object.keys(content).length > 0 && !(mediaType in content))
      return [`${method} ${found.path} ${key}: ${mediaType} is not described (${Object.keys(content).join(', ')})`];
    const schema = content['application/json']?.schema;
    if (!schema)
      return contentType.includes('application/json') && body !== ''
        ? [`${method} ${found.path} ${key}: JSON not described`]
        : [];
    let parsed: unknown;
    try {
      parsed = body === '' ? undefined : JSON.parse(body);
    } catch {
      return [`${method} ${found.path} ${key}: the body is not JSON`];
    }
    return this.valueProblems(`${method} ${found.path} ${key}`, schema, parsed);
  }

  /** What is wrong with a value (a body, an example) by a schema of the document; `name` says whose. */
  valueProblems(name: string, schema: Record<string, unknown>, value: unknown): string[] {
    const validate = this.validatorFor(name, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) =>
      `${name}: ${error.instancePath || '(body)'} ${error.message ?? ''}`.trim(),
    );
  }

  private validatorFor(name: string, schema: Record<string, unknown>): ValidateFunction {
    let validate = this.validators.get(name);
    if (!validate) {
      // References (#/components/...) resolve against the document, so the schema is compiled inside it.
      const { $schema: _ignored, ...body } = schema;
      validate = this.ajv.compile({ ...body, components: this.document.components });
      this.validators.set(name, validate);
    }
    return validate;
  }
}
