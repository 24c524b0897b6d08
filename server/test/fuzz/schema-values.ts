import fc from 'fast-check';
import type { JsonSchema } from '../route-discovery';
import { hostileValue, PROTOTYPE_KEYS } from './hostile-values';

/** What the fuzzer knows beyond a schema: ids that exist, so requests get past "not found". */
export interface ValueHints {
  /** Ids of rows that exist (members, posts, comments, factors…). */
  ids: readonly string[];
  /** Words a free-text field of this API may expect (grant types, link types, scopes…). */
  words: readonly string[];
  /** Values known to be meaningful for fields of a given name (`type` → `signup`, …). */
  fieldValues?: Readonly<Record<string, readonly string[]>>;
  /** Values at the edges for fields of a given name (cursors in year 0…), mixed into guesses. */
  edgeValues?: Readonly<Record<string, readonly string[]>>;
  /** Use only the known values of a field that has some (for the plausible base request). */
  onlyKnown?: boolean;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

const isoDay = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** A plausible string for a field, from its format, its name and what it says about itself. */
function plausibleString(
  schema: JsonSchema,
  hints: ValueHints,
  name: string,
): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  const about = `${name} ${schema.description ?? ''}`.toLowerCase();
  const known = Object.hasOwn(hints.fieldValues ?? {}, name)
    ? hints.fieldValues?.[name]
    : undefined;
  const choices: fc.Arbitrary<string>[] = [];
  if (schema.format === 'uuid' || /\bid\b|uuid|_id$|Id$/.test(`${about} ${name}`)) {
    if (hints.ids.length > 0) choices.push(fc.constantFrom(...hints.ids));
    choices.push(fc.uuid());
  }
  if (schema.format === 'date-time')
    choices.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.format === 'date' || /yyyy-mm-dd|\bdate\b/.test(about)) choices.push(isoDay);
  if (/email/.test(about)) {
    choices.push(fc.nat(1_000_000).map((n) => `fuzz.${n}@example.com`));
  }
  if (/password/.test(about))
    choices.push(fc.constantFrom('Castle-Dreams-42', 'short', 'a'.repeat(73)));
  if (/redirect|url/.test(about)) {
    choices.push(
      fc.constantFrom(
        'http://localhost:3000/',
        'https://evil.example/',
        '/relative',
        'javascript:alert(1)',
      ),
    );
  }
  if (schema.pattern && choices.length === 0) {
    try {
      choices.push(
        fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length <= max || s.length <= 80),
      );
    } catch {
      // A pattern fast-check cannot read: plain strings below will do.
    }
  }
  if (hints.words.length > 0 && !schema.pattern) choices.push(fc.constantFrom(...hints.words));
  choices.push(fc.string({ minLength: min, maxLength: max }));
  const edges = Object.hasOwn(hints.edgeValues ?? {}, name) ? hints.edgeValues?.[name] : undefined;
  if (edges && edges.length > 0) choices.push(fc.constantFrom(...edges), fc.constantFrom(...edges));
  const guessed = fc.oneof(...choices);
  if (!known || known.length === 0) return guessed;
  // Known values first (a real `type`, a taken email), guesses now and then.
  if (hints.onlyKnown) return fc.constantFrom(...known);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: guessed },
  );
}

/**
 * A value the schema should accept, or nearly (refinements the JSON Schema cannot say are not
 * known here): enums, formats, bounds, required and optional properties. `name` is the field's
 * name, used to guess what a bare string is (an id, an email, a date).
 */
export function plausibleValue(
  schema: JsonSchema,
  hints: ValueHints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.enum && schema.enum.length > 0) choices.push(fc.constantFrom(...schema.enum));
  else if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  else if (schema.anyOf || schema.oneOf) {
    for (const option of schema.anyOf ?? schema.oneOf ?? []) {
      choices.push(plausibleValue(option, hints, name, depth + 1));
    }
  } else if (schema.allOf?.[0])
    choices.push(plausibleValue(schema.allOf[0], hints, name, depth + 1));
  else {
    const types = typesOf(schema);
    if (types.length === 0) choices.push(fc.jsonValue({ maxDepth: 2 }));
    for (const type of types) {
      switch (type) {
        case 'string':
          choices.push(plausibleString(schema, hints, name));
          break;
        case 'integer':
          choices.push(fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }));
          break;
        case 'number':
          choices.push(
            fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true }),
          );
          break;
        case 'boolean':
          choices.push(fc.boolean());
          break;
        case 'null':
          choices.push(fc.constant(null));
          break;
        case 'array':
          choices.push(
            fc.array(plausibleValue(schema.items ?? {}, hints, name, depth + 1), {
              minLength: schema.minItems ?? 0,
              maxLength: Math.min(schema.maxItems ?? 3, 3),
            }),
          );
          break;
        case 'object':
          choices.push(plausibleObject(schema, hints, depth));
          break;
      }
    }
  }
  if (schema.nullable || typesOf(schema).includes('null')) choices.push(fc.constant(null));
  return choices.length > 0 ? fc.oneof(...choices) : fc.constant(null);
}

/**
 * An object with every required property and some optional ones, each plausible. An open map
 * (no properties: metadata) gets some of the fields the hints know values for (a `username`
 * that is taken, an `email`…), since that is what handlers read from such maps.
 */
function plausibleObject(
  schema: JsonSchema,
  hints: ValueHints,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.entries(hints.fieldValues ?? {}).filter(([, values]) => values.length > 0);
  if (!schema.properties && schema.additionalProperties !== false && known.length > 0) {
    const record = Object.fromEntries(
      known.map(([key, values]) => [key, fc.constantFrom(...values)]),
    );
    return fc.oneof(fc.constant({}), fc.record(record, { requiredKeys: [] }));
  }
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      plausibleValue(value, hints, key, depth + 1),
    ]),
  );
  return fc.record(record, {
    requiredKeys: (schema.required ?? []).filter((k) => k in properties),
  });
}

/** Values just past a schema's limits: one character too many, one below the minimum… */
export function edgeValuesOf(schema: JsonSchema): unknown[] {
  const edges: unknown[] = [];
  const types = typesOf(schema);
  if (types.includes('string')) {
    if (schema.maxLength !== undefined)
      edges.push('x'.repeat(schema.maxLength + 1), 'é'.repeat(schema.maxLength));
    if (schema.minLength !== undefined && schema.minLength > 0)
      edges.push('x'.repeat(schema.minLength - 1));
    if (schema.enum)
      edges.push(...schema.enum.map((v) => String(v).toUpperCase()), `${String(schema.enum[0])} `);
    edges.push('', ' ', '\u0000');
  }
  if (types.includes('integer') || types.includes('number')) {
    if (schema.minimum !== undefined) edges.push(schema.minimum - 1, String(schema.minimum - 1));
    if (schema.maximum !== undefined) edges.push(schema.maximum + 1, String(schema.maximum + 1));
    edges.push(0.5, -1, 1e308, '1e3', '0x10', '１');
  }
  if (types.includes('array')) {
    edges.push(
      Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => 'x'),
      [null],
      'not-an-array',
    );
  }
  if (types.includes('object')) edges.push([], 'object', null);
  return edges;
}

/** One way of breaking a valid object, with a label saying which. */
export type Mutation = { value: unknown; label: string };

/**
 * Takes a plausible object for `schema` and breaks it in one way: a required field dropped, a
 * field given a hostile or out-of-range value, an unknown or prototype key added, or the whole
 * body swapped for an array or a scalar.
 */
export function mutatedObject(schema: JsonSchema, hints: ValueHints): fc.Arbitrary<Mutation> {
  const properties = Object.keys(schema.properties ?? {});
  const required = (schema.required ?? []).filter((key) => properties.includes(key));
  const base = plausibleValue(schema, hints).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.tuple(base, fc.string({ maxLength: 12 }), hostileValue).map(([value, key, junk]) => ({
      value: { ...value, [key]: junk },
      label: `extra field ${JSON.stringify(key)}`,
    })),
    fc.tuple(base, fc.constantFrom(...PROTOTYPE_KEYS)).map(([value, key]) => {
      // An own property, as JSON.parse makes it (an object literal would set the prototype).
      const poisoned = { ...value };
      Object.defineProperty(poisoned, key, {
        value: { isAdmin: true, role: 'service_role' },
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return { value: poisoned, label: `prototype key ${key}` };
    }),
    base.map((value) => ({ value: [value], label: 'array instead of object' })),
    fc
      .constantFrom('string', 42, true, null)
      .map((value) => ({ value, label: `${JSON.stringify(value)} instead of object` })),
  ];
  if (properties.length > 0) {
    const field = fc.constantFrom(...properties);
    mutations.push(
      fc.tuple(base, field, hostileValue).map(([value, key, junk]) => ({
        value: { ...value, [key]: junk },
        label: `field ${key} hostile`,
      })),
      fc.tuple(base, field).chain(([value, key]) => {
        const edges = edgeValuesOf(schema.properties?.[key] ?? {});
        return edges.length === 0
          ? fc.constant({ value, label: `field ${key} kept` })
          : fc.constantFrom(...edges).map((edge) => ({
              value: { ...value, [key]: edge },
              label: `field ${key} past its limits`,
            }));
      }),
    );
  }
  if (required.length > 0) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return { value: copy, label: `required field ${key} missing` };
      }),
    );
  }
  return fc.oneof(...mutations);
}
