import fc from 'fast-check';
import type { JsonSchema } from '../route-discovery';
import { hostileUrlPiece, percentEncode } from './hostile-values';
import { edgeValuesOf, plausibleValue, type ValueHints } from './schema-values';

/** A parameter the fuzzer fills: its name and what it is known to accept. */
export interface ParamSpec {
  name: string;
  schema: JsonSchema;
  required: boolean;
  description?: string;
}

/** A piece of a URL, already encoded, and what was hostile about it (empty when nothing). */
export interface UrlChoice {
  text: string;
  labels: string[];
}

/** A plausible value as URL text: scalars as they print, objects as JSON. */
function asUrlText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Odd but legal path segments and segments that are past the router's limits. */
const ODD_SEGMENTS = [
  '.',
  '..',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '%5C',
  '~',
  '%20',
  '+',
  'x'.repeat(101),
  'x'.repeat(2_000),
  'A'.repeat(36),
];

/** A value for one path parameter: an id that exists, a plausible one, or something hostile. */
function pathValue(param: ParamSpec, hints: ValueHints): fc.Arbitrary<UrlChoice> {
  const schema = { ...param.schema, description: param.schema.description ?? param.description };
  const plausible = (
    param.name === '*'
      ? fc.constantFrom('clients', 'a/b/c', 'x.webp', '')
      : plausibleValue(schema, hints, param.name).map(asUrlText)
  ).map((text) => ({ text: percentEncode(text).replaceAll('%2F', '/'), labels: [] }));
  const upperId =
    hints.ids.length > 0
      ? [
          fc
            .constantFrom(...hints.ids)
            .map((id) => ({ text: id.toUpperCase(), labels: [`:${param.name} upper-case id`] })),
        ]
      : [];
  return fc.oneof(
    { weight: 5, arbitrary: plausible },
    {
      weight: 4,
      arbitrary: hostileUrlPiece.map((piece) => ({
        text: piece.encoded,
        labels: [`:${param.name} ${piece.label}`],
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...ODD_SEGMENTS).map((text) => ({
        text,
        labels: [
          `:${param.name} = ${text.length > 20 ? `${text.slice(0, 8)}…(${text.length})` : text}`,
        ],
      })),
    },
    ...upperId.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

/**
 * The path of a route with each `:name` (and `*`) filled: mostly plausible, one or more
 * parameters hostile (percent-encoded NUL and surrogates, bad escapes, dot segments, over-long).
 */
export function pathChoices(
  path: string,
  params: ParamSpec[],
  hints: ValueHints,
): fc.Arbitrary<UrlChoice> {
  if (params.length === 0) return fc.constant({ text: path, labels: [] });
  return fc.tuple(...params.map((param) => pathValue(param, hints))).map((values) => {
    let index = 0;
    const text = path.replace(/:([A-Za-z0-9_]+)|\*/g, () => values[index++]?.text ?? '');
    return { text, labels: values.flatMap((value) => value.labels) };
  });
}

type Pair = [key: string, value: string | null];

const joinPairs = (pairs: Pair[]) =>
  pairs.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');

/** What can be done to a plausible query string to make it hostile. */
function queryMutations(params: ParamSpec[]): fc.Arbitrary<(pairs: Pair[]) => UrlChoice> {
  const name = params.length > 0 ? fc.constantFrom(...params.map((p) => p.name)) : fc.constant('q');
  const set = (pairs: Pair[], key: string, value: string | null): Pair[] => [
    ...pairs.filter(([k]) => k !== key),
    [key, value],
  ];
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constant((pairs: Pair[]) => ({ text: joinPairs(pairs), labels: [] })),
    },
    {
      weight: 6,
      arbitrary: fc.tuple(name, hostileUrlPiece).map(([key, piece]) => (pairs: Pair[]) => ({
        text: joinPairs(set(pairs, key, piece.encoded)),
        labels: [`?${key} ${piece.label}`],
      })),
    },
    {
      weight: 2,
      arbitrary: name.chain((key) => {
        const edges = edgeValuesOf(params.find((p) => p.name === key)?.schema ?? {});
        return (edges.length > 0 ? fc.constantFrom(...edges) : fc.constant('')).map(
          (edge) => (pairs: Pair[]) => ({
            text: joinPairs(set(pairs, key, percentEncode(asUrlText(edge)))),
            labels: [`?${key} past its limits (${asUrlText(edge).slice(0, 20)})`],
          }),
        );
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(name, fc.constantFrom('dup', 'brackets', 'operator', 'no-value', 'empty-value'))
        .map(([key, how]) => (pairs: Pair[]) => {
          const extra: Record<string, Pair[]> = {
            dup: [
              [key, '1'],
              [key, 'x'],
            ],
            brackets: [
              [`${key}[]`, '1'],
              [`${key}[]`, '2'],
            ],
            operator: [
              [`${key}[$gt]`, ''],
              [`${key}[__proto__][x]`, '1'],
            ],
            'no-value': [[key, null]],
            'empty-value': [[key, '']],
          };
          return {
            text: joinPairs([...pairs.filter(([k]) => k !== key), ...(extra[how] ?? [])]),
            labels: [`?${key} ${how}`],
          };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '__proto__=x',
          '__proto__[isAdmin]=true',
          'constructor[prototype][x]=1',
          '=x',
          '&&&',
          '%ZZ=1',
          'a=%',
          '%00=%00',
          ';x=1',
          'a=1;b=2',
          '?=?',
          '#frag',
        )
        .map((extra) => (pairs: Pair[]) => ({
          text: [joinPairs(pairs), extra].filter(Boolean).join('&'),
          labels: [`query + ${extra}`],
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(8_000, 70_000).map((length) => (pairs: Pair[]) => ({
        text: joinPairs([...pairs, ['pad', 'a'.repeat(length)]]),
        labels: [`query ${length} characters long`],
      })),
    },
  );
}

/**
 * A query string (without `?`): plausible values for the documented parameters (every required
 * one, some optional ones), then one hostile change — a parameter's value replaced by hostile
 * text or a bad escape, a value past its limits, duplicated or bracketed keys, prototype keys,
 * or a very long query.
 */
export function queryChoices(params: ParamSpec[], hints: ValueHints): fc.Arbitrary<UrlChoice> {
  const plausible = fc.tuple(
    ...params.map((param) =>
      fc
        .tuple(fc.boolean(), plausibleValue(param.schema, hints, param.name))
        .map(([present, value]): Pair[] =>
          param.required || present ? [[param.name, percentEncode(asUrlText(value))]] : [],
        ),
    ),
  );
  return fc.tuple(plausible, queryMutations(params)).map(([pairs, mutate]) => mutate(pairs.flat()));
}

/**
 * A plausible query (no hostile change) for probes and as the base of fixed cases: every
 * parameter, or with `hints.onlyKnown` the required ones and those with known values (so a
 * base for `/verify` carries a real `type`, and a list's base has no made-up cursor).
 */
export function plausibleQueryPairs(params: ParamSpec[], hints: ValueHints): fc.Arbitrary<Pair[]> {
  const chosen = hints.onlyKnown
    ? params.filter((p) => p.required || (hints.fieldValues?.[p.name]?.length ?? 0) > 0)
    : params;
  return fc.tuple(
    ...chosen.map((param) =>
      plausibleValue(param.schema, hints, param.name).map((value): Pair => [
        param.name,
        percentEncode(asUrlText(value)),
      ]),
    ),
  );
}

export { joinPairs };
export type { Pair };
