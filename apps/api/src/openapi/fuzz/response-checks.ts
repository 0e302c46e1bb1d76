import { unescapeHtmlDeep } from '@fsmis/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type JsonSchema, type OpenApiDocument, type Operation, responseOf } from '../json-schema.js';

const COMPONENTS_ID = 'urn:fsmis:components';

/** One way an answer broke the contract. */
export type FailureKind = '5xx' | 'undocumented-status' | 'schema-mismatch' | 'content-type' | 'leak';

export interface ContractBreach {
  kind: FailureKind;
  detail: string;
}

/** What the checks need of an answer. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Checks answers against the document: a documented status, and a body that matches the documented
 * schema (JSON strings compared after undoing the wire's HTML escaping, as the web client reads them) or
 * one of the documented content types for files and pages. Validators are compiled once per answer.
 */
export class ContractChecker {
  private readonly compile: (schema: JsonSchema) => ValidateFunction;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.compile = schemaCompiler(document);
  }

  check(operationKey: string, operation: Operation, answer: Answer): ContractBreach[] {
    const breaches: ContractBreach[] = [];
    const given = operation.responses[String(answer.status)];
    const response = given ? responseOf(this.document, given) : undefined;
    // A documented 503 is the portal shut for maintenance or Singpass not answering: no fault of the portal.
    if (answer.status >= 500 && !(answer.status === 503 && response)) {
      breaches.push({ kind: '5xx', detail: answer.body.slice(0, 300) });
    }
    if (!response) {
      breaches.push({
        kind: 'undocumented-status',
        detail: `${answer.status}: ${answer.body.slice(0, 200)}`,
      });
      return breaches;
    }
    const mediaType = answer.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return breaches;
    const documented = content[mediaType];
    if (!documented) {
      breaches.push({
        kind: 'content-type',
        detail: `${mediaType || '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      });
      return breaches;
    }
    if (mediaType !== 'application/json' || !documented.schema) return breaches;
    const validate = this.validatorFor(`${operationKey} ${answer.status}`, documented.schema);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      breaches.push({ kind: 'schema-mismatch', detail: 'the body is not JSON' });
      return breaches;
    }
    if (!validate(unescapeHtmlDeep(body))) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || '/'} ${error.message}`);
      breaches.push({ kind: 'schema-mismatch', detail: errors.join('; ') });
    }
    return breaches;
  }

  private validatorFor(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.compile(schema);
      this.validators.set(key, validate);
    }
    return validate;
  }
}

/** Compiles schemas of the document (JSON Schema 2020-12, with formats) that refer to its components. */
export function schemaCompiler(document: OpenApiDocument): (schema: JsonSchema) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  // The package is CommonJS: its function is the module, and also its `default`.
  addFormats.default(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: withComponentRefs(document.components?.schemas ?? {}) });
  return (schema) => ajv.compile(withComponentRefs(schema));
}

/** The schema with its references to the document's components pointed at the schema Ajv holds them in. */
function withComponentRefs<T>(schema: T): T {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`),
  ) as T;
}

/** Every string in a JSON value, object keys included, its HTML escaping undone. */
export function textsIn(value: unknown): string[] {
  const texts: string[] = [];
  const pending: unknown[] = [unescapeHtmlDeep(value)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') texts.push(next);
    else if (Array.isArray(next)) pending.push(...next);
    else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) pending.push(key, item);
    }
  }
  return texts;
}
