import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Requests made from the app's own OpenAPI document for the bad-input fuzz test (docs/decisions/022): for each
 * operation, fast-check builds paths, queries, headers and bodies from its schemas, mostly fitting values with
 * junk mixed in (NUL, lone surrogates, bytes that are not UTF-8, huge strings, wrong types, unknown fields).
 */

// ---------------------------------------------------------------------------------------------------------
// Values

/** A text the API should refuse or take as plain text, never choke on. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '😀\ud83d',
    '\uFFFD',
    "' OR 1=1 --",
    '"; drop table users; --',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-0',
    '0x10',
    '1.5',
    '-1',
    '99999999999999999999999',
    '',
    ' ',
    '\t\r\n',
    '<script>alert(1)</script>',
    '%00',
    '%',
    '=cmd|calc',
  ),
  // Any UTF-16 code unit, lone surrogates included.
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 12 }),
  fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, -0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, 1e-9),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      nastyText.filter((k) => k.length < 40),
      tie('value'),
      { maxKeys: 3 },
    ),
  ),
})).value;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

/** Percent-escapes that are not UTF-8 (a lone continuation byte, an overlong '/', a surrogate, 0xFF). */
const BAD_ESCAPES = ['%FF', '%80', '%C0%AF', '%ED%A0%80', '%E0%A4', '%00', '%zz'];

/** A URL component: encodeURIComponent, except for lone surrogates (which it refuses) sent as raw bad bytes. */
const encode = (value: unknown): string => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
};

// ---------------------------------------------------------------------------------------------------------
// Operations

export interface Operation {
  method: InjectOptions['method'];
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema | undefined>;
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export const operationsOf = (doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] => {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase() as InjectOptions['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Operations that end sessions go last, so the rest run signed in.
  const endsSessions = (op: Operation) => /logout|change-password|employers/.test(op.path);
  return [...ops.filter((op) => !endsSessions(op)), ...ops.filter(endsSessions)];
};

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; bytes: Buffer; type: string } | { kind: 'none' };

/** Headers a caller controls: sometimes a forged or malformed AUTH_UID, request id or user agent. */
const headerJunk = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  fc.record(
    {
      auth_uid: fc.constantFrom('1.5', '-1', '0', '99999999999999999999', 'abc', ' 1', '1\u00a0'),
      'x-request-id': fc.constantFrom('a'.repeat(5000), '../../x', '\u00ff\u00fe'),
      'user-agent': fc.constantFrom('x'.repeat(8000), '\u00c3\u00a9'),
      authorization: fc.constantFrom('Bearer ', 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', 'x'.repeat(9000)),
    },
    { requiredKeys: [] },
  ),
);

/** Rows the fuzz test makes before it starts, so generated ids and paths often name something real. */
export interface KnownIds {
  partnerId: number;
  jobId: number;
  custUrl: string;
}

/** The request generator for one operation; `ids` is read when a request is drawn, so it may be filled in later. */
export const openApiRequests = (ids: KnownIds) => {
  /** Fields whose valid values a random string never hits: taken from a list, so the rest of a body gets checked. */
  const KNOWN_FIELDS: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.constantFrom('ananya@example.in', 'ravi.k@example.co.in'),
    emails: fc.constant(['ananya@example.in']),
    username: fc.constant('ananya@example.in'),
    contact: fc.constant('9876543210'),
    ucontact: fc.constant('9876543210'),
    password: fc.constant('Kochi#2031'),
    confirmPassword: fc.constant('Kochi#2031'),
    newPassword: fc.constant('Mango!Tree9'),
    jobId: fc.constant(null).map(() => ids.jobId),
    partnerId: fc.constant(null).map(() => ids.partnerId),
  };

  /** A value the schema would take (roughly): the base that junk is mixed into, so checks past the first run. */
  const validFor = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    if (!schema || depth > 4) return fc.constant('x');
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (variants?.length) return fc.oneof(...variants.map((v) => validFor(v, depth + 1)));
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const min = schema.minimum ?? 0;
    const max = Math.min(schema.maximum ?? 1_000_000, min + 1_000_000);
    switch (type) {
      case 'integer':
        return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      case 'number':
        return fc.double({ min, max, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(validFor(schema.items, depth + 1), { maxLength: 3 });
      case 'object': {
        const props = schema.properties ?? {};
        return fc.record(
          Object.fromEntries(Object.entries(props).map(([k, v]) => [k, KNOWN_FIELDS[k] ?? validFor(v, depth + 1)])),
          { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
        );
      }
      default: {
        if (schema.format === 'email') return fc.constantFrom('ananya@example.in', 'a@b.co');
        if (schema.pattern) {
          try {
            return fc.stringMatching(new RegExp(schema.pattern)).filter((v) => v.length <= 200);
          } catch {
            // fast-check cannot build every pattern (lookaheads); a plain string then.
          }
        }
        const maxLength = Math.min(schema.maxLength ?? 20, 20);
        return fc.string({ minLength: Math.min(schema.minLength ?? 1, maxLength), maxLength });
      }
    }
  };

  /** A fitting body with exactly one field, at the top or one level down, replaced by junk. */
  const oneFieldJunk = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> =>
    fc
      .tuple(
        validFor(schema),
        fc.nat(),
        junk,
        fc.constantFrom('\u0000', 'a\u0000', '\ud800', '\udc00', 'x'.repeat(70_000)),
      )
      .map(([value, pick, bad, taint]) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
        const record = value as Record<string, unknown>;
        const keys = Object.keys(schema?.properties ?? record);
        if (keys.length === 0) return { ...record, extra: bad };
        const key = keys[pick % keys.length]!;
        // Half the time the field keeps its fitting text with one bad character (or a huge tail) added: the
        // case a schema's own checks pass and only the database would refuse.
        const current = record[key];
        const tainted = typeof current === 'string' && pick % 4 !== 3 ? `${current}${taint}` : bad;
        return { ...record, [key]: tainted };
      });

  /** Mostly a fitting value, sometimes junk in its place, at every level. */
  const withJunk = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    if (!schema || depth > 4 || schema.type !== 'object' || !schema.properties) {
      return fc.oneof({ weight: 3, arbitrary: validFor(schema, depth) }, { weight: 1, arbitrary: junk });
    }
    const props = Object.entries(schema.properties).map(([k, v]) => [k, withJunk(v, depth + 1)] as const);
    return fc.oneof(
      { weight: 5, arbitrary: fc.record(Object.fromEntries(props), { requiredKeys: [] }) },
      { weight: 1, arbitrary: junk },
    );
  };

  /** What a query parameter can carry: a string, repeated strings, or raw escapes. */
  const queryValue = (schema: JsonSchema | undefined): fc.Arbitrary<string[] | undefined> =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 3, arbitrary: validFor(schema).map((v) => [encode(typeof v === 'string' ? v : String(v))]) },
      { weight: 2, arbitrary: junk.map((v) => (Array.isArray(v) ? v.map(encode) : [encode(v)])) },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES).map((e) => [`a${e}`]) },
    );

  /** A path parameter: often a real id (so the handler runs past its lookup), otherwise junk. */
  const pathValue = (name: string): fc.Arbitrary<string> => {
    const real: Record<string, () => string> = {
      partnerId: () => String(ids.partnerId),
      jobId: () => String(ids.jobId),
      id: () => String(ids.jobId),
      short: () => ids.custUrl,
    };
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(null).map(() => real[name]?.() ?? '1') },
      { weight: 3, arbitrary: junk.map((v) => encode(v).slice(0, 4000) || '%20') },
      { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES) },
    );
  };

  const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<Body> =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: validFor(schema ?? { type: 'object' }).map((value) => ({ kind: 'json' as const, value })),
      },
      { weight: 5, arbitrary: oneFieldJunk(schema).map((value) => ({ kind: 'json' as const, value })) },
      {
        weight: 2,
        arbitrary: withJunk(schema ?? { type: 'object' }).map((value) => ({ kind: 'json' as const, value })),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(validFor(schema ?? { type: 'object' }), nastyText, junk).map(([value, key, extra]) => ({
          kind: 'json' as const,
          value: value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: extra } : value,
        })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Body>(
          {
            kind: 'raw',
            bytes: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
            type: 'application/json',
          },
          { kind: 'raw', bytes: Buffer.from('{"a":'), type: 'application/json' },
          { kind: 'raw', bytes: Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`), type: 'application/json' },
          { kind: 'raw', bytes: Buffer.from('{"__proto__":{"admin":true}}'), type: 'application/json' },
          { kind: 'raw', bytes: Buffer.from('name=a%00b'), type: 'application/x-www-form-urlencoded' },
          { kind: 'raw', bytes: Buffer.from([0x61, 0x00, 0xc3]), type: 'text/plain' },
          { kind: 'none' },
        ),
      },
    );

  return (op: Operation) =>
    fc
      .record({
        path: fc.tuple(...op.pathParams.map(pathValue)),
        query: fc.record(Object.fromEntries(Object.entries(op.query).map(([k, s]) => [k, queryValue(s)]))),
        extraQuery: fc.option(fc.tuple(nastyText, nastyText), { freq: 4 }),
        body: op.method === 'GET' || op.method === 'DELETE' ? fc.constant<Body>({ kind: 'none' }) : bodyFor(op.body),
        headers: headerJunk,
      })
      .map(({ path, query, extraQuery, body, headers }) => {
        let i = 0;
        const url = op.path.replace(/\{[^}]+\}/g, () => path[i++] ?? '1');
        const pairs = Object.entries(query).flatMap(([k, values]) => (values ?? []).map((v) => `${k}=${v}`));
        if (extraQuery) pairs.push(`${encode(extraQuery[0])}=${encode(extraQuery[1])}`);
        return { url: pairs.length ? `${url}?${pairs.join('&')}` : url, body, headers: headers ?? {} };
      });
};
