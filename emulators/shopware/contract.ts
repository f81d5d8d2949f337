/**
 * Contract checks against the official store-api OpenAPI document shipped in
 * @shopware/api-client (api-types/storeApiSchema.json): the response schema of an operation is
 * looked up by path, method and status, `$ref`s resolve inside the document, and ajv validates.
 *
 * The document has a few defects that no real Shopware answer can satisfy; they are patched
 * here, each with its reason, and nothing else is changed (see `documentPatches`).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the official document is installed. */
export function storeApiSchemaPath(): string {
  const require = createRequire(import.meta.url);
  // The package's exports hide package.json; its main entry sits in dist/ next to api-types/.
  const entry = require.resolve('@shopware/api-client');
  return path.join(path.dirname(entry), '..', 'api-types', 'storeApiSchema.json');
}

export interface DocumentPatch {
  /** JSON pointer of the patched node in the document. */
  pointer: string;
  reason: string;
  apply: (node: JsonObject) => void;
}

/** Defects of the official document, patched before validation. */
export const documentPatches: DocumentPatch[] = [
  {
    pointer: '/components/schemas/EntitySearchResult/properties/aggregations',
    reason:
      'Typed as an array of objects, but Shopware serialises the AggregationResultCollection keyed by aggregation name ' +
      '(an object; [] only when empty), which is what @shopware/helpers getListingFilters iterates.',
    apply: (node) => {
      delete node.items;
      node.type = ['array', 'object'];
    },
  },
  {
    pointer: '/components/schemas/LineItem/properties/payload',
    reason:
      'References ProductJsonApi (a JSON:API product resource) for every line item, so a promotion line item, whose payload ' +
      'holds code, promotionId and discount data, can never match. Product line items are still checked against ProductJsonApi.',
    apply: (node) => {
      for (const key of Object.keys(node)) Reflect.deleteProperty(node, key);
      node.type = 'object';
    },
  },
  {
    pointer: '/components/schemas/CartDeliveryInformation/properties',
    reason:
      "Weight and dimensions typed integer, but Shopware's DeliveryInformation holds them as floats (a bike of 22.5 kg), " +
      "copied from the product's weight, height, width and length, which the document itself types as number.",
    apply: (node) => {
      for (const key of ['weight', 'height', 'width', 'length']) {
        const field = node[key];
        if (isObject(field)) field.type = 'number';
      }
    },
  },
  {
    pointer: '/components/schemas/OrderLineItem/properties/payload/properties/options',
    reason:
      'Typed as PropertyGroupOption entities, but an order line keeps the cart line payload that Shopware persists: ' +
      'per option the group and option names and their translations ({ group, option, translated }).',
    apply: (node) => {
      for (const key of Object.keys(node)) Reflect.deleteProperty(node, key);
      node.type = 'array';
      node.items = {
        type: 'object',
        required: ['group', 'option'],
        properties: {
          group: { type: 'string' },
          option: { type: 'string' },
          translated: { type: 'object' },
        },
      };
    },
  },
];

function pointerGet(document: JsonObject, pointer: string): Json | undefined {
  let current: Json | undefined = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** `allOf: [[], ...]` entries (not schemas) appear in ProductJsonApi; an empty schema means the same intent. */
function replaceEmptyArraySchemas(node: Json): void {
  if (Array.isArray(node)) {
    node.forEach(replaceEmptyArraySchemas);
    return;
  }
  if (!isObject(node)) return;
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const list = node[keyword];
    if (Array.isArray(list))
      node[keyword] = list.map((entry) => (Array.isArray(entry) && entry.length === 0 ? {} : entry));
  }
  Object.values(node).forEach(replaceEmptyArraySchemas);
}

/**
 * The api-client ships the maintainers' corrections of the document (storeApiSchema.overrides.json,
 * the same ones its generated types include, e.g. LineItem.cover required and nullable). They are
 * merged into the component schemas: objects recursively (a `$ref` is replaced, not merged),
 * `required` lists united, other lists by position, "_DELETE_" removes a key, and a list of
 * patches is applied in order.
 */
function mergeOverride(target: JsonObject, patch: Json): void {
  if (Array.isArray(patch)) {
    for (const entry of patch) mergeOverride(target, entry);
    return;
  }
  if (!isObject(patch)) return;
  for (const [key, value] of Object.entries(patch)) {
    const current = target[key];
    if (value === '_DELETE_') Reflect.deleteProperty(target, key);
    else if (key === 'required' && Array.isArray(value) && Array.isArray(current))
      target[key] = [...new Set([...current, ...value])];
    else if (Array.isArray(value) && Array.isArray(current)) {
      value.forEach((item, index) => {
        const existing = current[index];
        if (isObject(existing) && isObject(item)) mergeOverride(existing, item);
        else current[index] = item;
      });
    } else if (isObject(value) && isObject(current) && !('$ref' in current)) mergeOverride(current, value);
    else target[key] = value;
  }
}

function applyMaintainerOverrides(document: JsonObject, file: string): void {
  const overridesFile = file.replace(/\.json$/, '.overrides.json');
  if (!fs.existsSync(overridesFile)) return;
  const overrides = JSON.parse(fs.readFileSync(overridesFile, 'utf8')) as JsonObject;
  const components = overrides.components;
  const schemas = pointerGet(document, '/components/schemas');
  if (!isObject(components) || !isObject(schemas)) return;
  for (const [name, patch] of Object.entries(components)) {
    const target = schemas[name];
    if (isObject(target)) mergeOverride(target, patch);
  }
}

export interface ContractResult {
  valid: boolean;
  errors: string[];
}

export interface ContractValidator {
  /** Validates an answer against the document's response schema of the operation. */
  validateResponse(apiPath: string, method: string, status: number, body: unknown): ContractResult;
  /** Validates a value against a named component schema (e.g. 'Product'). */
  validateSchema(name: string, value: unknown): ContractResult;
  /** The document's version (info.version). */
  version: string;
}

function format(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .slice(0, 25)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
}

export function createContractValidator(file = storeApiSchemaPath()): ContractValidator {
  const document = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonObject;
  applyMaintainerOverrides(document, file);
  replaceEmptyArraySchemas(document);
  for (const patch of documentPatches) {
    const node = pointerGet(document, patch.pointer);
    if (!isObject(node))
      throw new Error(`Contract patch target ${patch.pointer} not found in ${file}; review documentPatches.`);
    patch.apply(node);
  }
  // Product line items keep the document's payload type.
  const lineItem = pointerGet(document, '/components/schemas/LineItem');
  if (isObject(lineItem)) {
    lineItem.if = { properties: { type: { const: 'product' } }, required: ['type'] };
    lineItem.then = { properties: { payload: { $ref: '#/components/schemas/ProductJsonApi' } } };
  }

  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  // Formats the document uses that are OpenAPI type annotations, not string formats.
  for (const name of ['float', 'double', 'int32', 'int64', 'binary', 'base64url', '', '^[0-9a-f]{32}$'])
    ajv.addFormat(name, true);
  ajv.addSchema({ ...document, $id: 'storeapi' });

  const compiled = new Map<string, ValidateFunction>();
  const compile = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `storeapi#${pointer}` });
      compiled.set(pointer, validate);
    }
    return validate;
  };

  const run = (pointer: string, value: unknown): ContractResult => {
    const validate = compile(pointer);
    const valid = validate(value) === true;
    return { valid, errors: valid ? [] : format(validate.errors) };
  };

  return {
    version: String(pointerGet(document, '/info/version') ?? ''),
    validateResponse(apiPath, method, status, body) {
      const operationPointer = `/paths/${escapePointer(apiPath)}/${method.toLowerCase()}`;
      let responsePointer = `${operationPointer}/responses/${status}`;
      let response = pointerGet(document, responsePointer);
      if (isObject(response) && typeof response.$ref === 'string') {
        responsePointer = response.$ref.slice(1);
        response = pointerGet(document, responsePointer);
      }
      if (!isObject(response))
        throw new Error(`No ${status} response for ${method.toUpperCase()} ${apiPath} in the document.`);
      const content = response.content;
      const mediaType = isObject(content)
        ? content['application/json']
          ? 'application/json'
          : Object.keys(content)[0]
        : undefined;
      if (!mediaType)
        throw new Error(`The ${status} response of ${method.toUpperCase()} ${apiPath} has no content schema.`);
      return run(`${responsePointer}/content/${escapePointer(mediaType)}/schema`, body);
    },
    validateSchema(name, value) {
      return run(`/components/schemas/${escapePointer(name)}`, value);
    },
  };
}
