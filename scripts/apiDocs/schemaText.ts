// Writes a zod schema of the contract as a short, TypeScript-like text for docs/api.md. It goes through zod's own
// JSON Schema export rather than zod's internals, so that a zod upgrade changes at most the wording here.
import { z } from 'zod';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaOrBoolean = z.core.JSONSchema._JSONSchema;

/** The contract's entities, by the name the reference gives them; a schema found here is written as its name. */
export type NamedSchemas = ReadonlyMap<string, z.ZodType>;

/** `input`: what a caller may send (optional fields are optional); `output`: what the server answers. */
export type SchemaSide = 'input' | 'output';

const INDENT = '  ';
// zod writes a non-negative integer's upper bound as the largest safe integer: no limit worth printing.
const UNBOUNDED = Number.MAX_SAFE_INTEGER;
// Formats whose name says enough: their regular expressions would only make the text harder to read.
const FORMAT_NAMES: Readonly<Record<string, string>> = {
  uuid: 'uuid',
  'date-time': 'date-time',
  date: 'date (YYYY-MM-DD)',
  uri: 'url',
  email: 'email',
};

function registryOf(names: NamedSchemas): z.core.$ZodRegistry<{ id: string }> {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of names) registry.add(schema, { id: name });
  return registry;
}

/**
 * The schema as text. With `asDefinition`, a schema that is itself one of `names` is written out in full
 * (for the entities' section) instead of as its own name.
 */
export function schemaText(schema: z.ZodType, names: NamedSchemas, side: SchemaSide, asDefinition = false): string {
  const json = z.toJSONSchema(schema, { metadata: registryOf(names), io: side, unrepresentable: 'any' });
  const definitions = json.$defs ?? {};
  const root = asDefinition ? definitionOf(json, definitions) : json;
  return render(root, 0);
}

function definitionOf(json: JsonSchema, definitions: Readonly<Record<string, JsonSchema>>): JsonSchema {
  const name = refName(json.$ref);
  const definition = name === undefined ? undefined : definitions[name];
  return definition ?? json;
}

function refName(ref: string | undefined): string | undefined {
  return ref?.replace(/^#\/\$defs\//, '');
}

function render(schema: JsonSchemaOrBoolean, depth: number): string {
  if (schema === true) return 'unknown';
  if (schema === false) return 'never';
  if (schema.$ref !== undefined) return refName(schema.$ref) ?? 'unknown';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum !== undefined) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives !== undefined) return alternatives.map((alternative) => render(alternative, depth)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  switch (schema.type) {
    case 'object':
      return objectText(schema, depth);
    case 'array':
      return arrayText(schema, depth);
    case 'string':
      return stringText(schema);
    case 'integer':
    case 'number':
      return numberText(schema);
    case 'boolean':
    case 'null':
      return schema.type;
    case undefined:
      return 'unknown';
  }
}

function objectText(schema: JsonSchema, depth: number): string {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const values = schema.additionalProperties;
    if (values === undefined || values === true) return 'object';
    if (values === false) return '{}';
    const keys = schema.propertyNames === undefined ? 'string' : render(schema.propertyNames, depth);
    return `{ [key: ${keys}]: ${render(values, depth)} }`;
  }
  const required = new Set(schema.required ?? []);
  const inner = INDENT.repeat(depth + 1);
  const lines = properties.map(
    ([key, value]) => `${inner}${key}${required.has(key) ? '' : '?'}: ${render(value, depth + 1)}`,
  );
  return `{\n${lines.join('\n')}\n${INDENT.repeat(depth)}}`;
}

function arrayText(schema: JsonSchema, depth: number): string {
  const items = schema.items;
  const item = items === undefined || Array.isArray(items) ? 'unknown' : render(items, depth);
  // `a | b[]` would read as a union with an array: the union needs parentheses.
  const element = item.includes(' | ') ? `(${item})` : item;
  return `${element}[]${boundsText(schema.minItems, schema.maxItems, 'items')}`;
}

function stringText(schema: JsonSchema): string {
  const format = schema.format === undefined ? undefined : FORMAT_NAMES[schema.format];
  const base = format ?? (schema.pattern === undefined ? 'string' : `string matching /${schema.pattern}/`);
  return `${base}${boundsText(schema.minLength, schema.maxLength, 'characters')}`;
}

function numberText(schema: JsonSchema): string {
  const maximum = schema.maximum === UNBOUNDED ? undefined : schema.maximum;
  return `${schema.type === 'integer' ? 'integer' : 'number'}${boundsText(schema.minimum, maximum, '')}`;
}

function boundsText(min: number | undefined, max: number | undefined, unit: string): string {
  const suffix = unit === '' ? '' : ` ${unit}`;
  if (min !== undefined && max !== undefined) return ` (${String(min)}..${String(max)}${suffix})`;
  if (max !== undefined) return ` (at most ${String(max)}${suffix})`;
  // An empty string or list is the usual lower bound: saying "at least 0" would add nothing.
  if (min === 1 && unit !== '') return ' (not empty)';
  if (min !== undefined && min > 0) return ` (at least ${String(min)}${suffix})`;
  if (min === 0 && unit === '') return ' (0 or more)';
  return '';
}
