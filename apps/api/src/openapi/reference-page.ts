import { htmlText as html } from '../modules/mail/html-text.js';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  responseOf,
} from './json-schema.js';
import { OPENAPI_DOCUMENT_PATH, REFERENCE_STYLESHEET_PATH } from './reference-paths.js';
import { ACCESS_DESCRIPTIONS, type RouteAccess } from './route-facts.js';
import { type SchemaRow, schemaRows } from './schema-rows.js';

interface DocumentedOperation {
  id: string;
  method: string;
  path: string;
  operation: Operation;
}

/**
 * The API reference as one HTML page rendered from the OpenAPI document: operations grouped by area, each
 * with who may call it, its parameters, its body and its answers. Plain markup and a stylesheet file, no
 * script and no inline style: the portal's content security policy allows neither.
 */
export function renderReferencePage(document: OpenApiDocument): string {
  const groups = (document.tags ?? [])
    .map((tag) => ({ ...tag, operations: operationsTagged(document, tag.name) }))
    .filter((group) => group.operations.length > 0);
  const schemas = Object.entries(document.components?.schemas ?? {});
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(document.info.title)} reference</title>
<link rel="stylesheet" href="${REFERENCE_STYLESHEET_PATH}">
</head>
<body>
<header>
<h1>${html(document.info.title)} reference</h1>
<p>${prose(document.info.description ?? '')}</p>
<p>Version ${html(document.info.version)}. The machine-readable <a href="${OPENAPI_DOCUMENT_PATH}">OpenAPI ${html(document.openapi)} document</a>.</p>
</header>
<nav aria-labelledby="contents"><h2 id="contents">Contents</h2><ul>
${groups.map((group) => `<li><a href="#${anchor('tag', group.name)}">${html(group.name)}</a> (${group.operations.length})</li>`).join('\n')}
<li><a href="#schemas">Shared schemas</a></li>
</ul></nav>
<main>
${groups
  .map(
    (group) => `<section aria-labelledby="${anchor('tag', group.name)}">
<h2 id="${anchor('tag', group.name)}">${html(group.name)}</h2>
<p>${prose(group.description ?? '')}</p>
${group.operations.map((operation) => renderOperation(document, operation)).join('\n')}
</section>`,
  )
  .join('\n')}
<section aria-labelledby="schemas">
<h2 id="schemas">Shared schemas</h2>
${schemas
  .map(
    ([name, schema]) => `<details id="${anchor('schema', name)}"><summary>${html(name)}</summary>
${schemaTable(schemaRows(schema, name), `The fields of ${name}`)}</details>`,
  )
  .join('\n')}
</section>
</main>
</body>
</html>
`;
}

function operationsTagged(document: OpenApiDocument, tag: string): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = operations[method];
      if (!operation?.tags?.includes(tag)) return [];
      return [
        { id: anchor('operation', `${method} ${path}`), method: method.toUpperCase(), path, operation },
      ];
    }),
  );
}

function renderOperation(
  document: OpenApiDocument,
  { id, method, path, operation }: DocumentedOperation,
): string {
  const access = operation['x-access'] as RouteAccess | undefined;
  const body = operation.requestBody?.content['application/json']?.schema;
  return `<article aria-labelledby="${id}">
<h3 id="${id}"><span class="method">${method}</span> <code>${html(path)}</code></h3>
${access ? `<p>Who may call it: ${html(ACCESS_DESCRIPTIONS[access])}</p>` : ''}
${operation.parameters?.length ? `<h4>Parameters</h4>\n${parameterTable(operation.parameters)}` : ''}
${body ? `<h4>Request body (JSON)</h4>\n${schemaTable(schemaRows(body), `The request body of ${method} ${path}`)}` : ''}
<h4>Answers</h4>
${answersTable(document, operation, `${method} ${path}`)}
</article>`;
}

function parameterTable(parameters: Parameter[]): string {
  const rows = parameters.map(
    (parameter) =>
      `<tr><th scope="row"><code>${html(parameter.name)}</code></th><td>${parameter.in}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${html(summary(parameter.schema))}</td></tr>`,
  );
  return `<table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Value</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

function answersTable(document: OpenApiDocument, operation: Operation, name: string): string {
  const bodies: string[] = [];
  const rows = Object.entries(operation.responses).map(([status, given]) => {
    const response = responseOf(document, given);
    const content = Object.entries(response?.content ?? {});
    const json = content.find(([type]) => type === 'application/json')?.[1].schema;
    if (status.startsWith('2') && json) {
      bodies.push(`<details><summary>The body of the ${status} answer</summary>
${schemaTable(schemaRows(json, '(answer)'), `The ${status} answer of ${name}`)}</details>`);
    }
    const types = content.map(([type]) => `<code>${html(type)}</code>`).join(' ') || 'none';
    return `<tr><th scope="row">${status}</th><td>${prose(response?.description ?? '')}</td><td class="types">${types}</td></tr>`;
  });
  return `<table><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Content</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>
${bodies.join('\n')}`;
}

/** Text of the document, escaped, with its `code` spans as code. */
function prose(text: string): string {
  return html(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function schemaTable(rows: SchemaRow[], caption: string): string {
  const lines = rows.map((row) => {
    const value = row.component
      ? `<a href="#${anchor('schema', row.component)}">${html(row.component)}</a>`
      : html(row.summary);
    const note = row.description ? `<br><span class="note">${html(row.description)}</span>` : '';
    return `<tr><th scope="row"><code>${html(row.path)}</code></th><td>${row.required ? 'yes' : 'no'}</td><td>${value}${note}</td></tr>`;
  });
  return `<table><caption>${html(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Value</th></tr></thead>
<tbody>${lines.join('\n')}</tbody></table>`;
}

const summary = (schema: JsonSchema | undefined) => (schema ? (schemaRows(schema)[0]?.summary ?? '') : '');

function anchor(kind: string, name: string): string {
  return `${kind}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
