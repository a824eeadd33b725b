import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { AppError } from '../lib/errors.ts';

/** The answer for a field holding characters no text of ours can hold (docs/decisions/022). */
export const INVALID_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';
export const INVALID_ENCODING_MESSAGE = 'The request is not valid UTF-8 text.';

/**
 * NUL (PostgreSQL text cannot hold it: the write fails inside the database) and UTF-16 halves without their
 * pair (what a JSON `\ud800` escape gives; not a character, and silently replaced on the way to the
 * database).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A field path as the validation envelope writes it (`a.b.0`), with its own bad characters made visible. */
const printable = (path: string) => path.replace(new RegExp(BAD_TEXT.source, 'g'), '?');

/**
 * The first path in `value` whose text (a string, or an object key) holds a bad character. Walked with a
 * list rather than recursion: a body nested thousands deep must not overflow the stack.
 */
const findBadText = (value: unknown, root: string): string | undefined => {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (BAD_TEXT.test(item)) return path;
    } else if (ArrayBuffer.isView(item)) {
      // An upload's bytes: checked by its own route, not text.
    } else if (Array.isArray(item)) {
      for (let i = 0; i < item.length; i++) pending.push([item[i], path ? `${path}.${i}` : String(i)]);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (BAD_TEXT.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
};

const refuse = (field: string, message = INVALID_CHARACTERS_MESSAGE) =>
  new AppError(ErrorCode.VALIDATION, message, { [printable(field)]: message });

const PERCENT_ESCAPE = /%([0-9A-Fa-f]{2})/g;

/**
 * The query parameter whose percent-escapes do not spell UTF-8 (`?q=%FF`). The query parser keeps such a
 * value as the literal text `%FF`, so this is read from the raw address. (A path with them never gets
 * here: the router refuses it, answered by `answerFrameworkError` in error-handler.ts.)
 */
const badlyEncodedQueryParam = (url: string): string | undefined => {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return undefined;
  for (const pair of url.slice(start + 1).split('&')) {
    // Raw bytes arrive as latin1 characters; anything wider came from inject and is already text.
    if (!pair.includes('%') || /[\u0100-\uffff]/.test(pair)) continue;
    const bytes = Buffer.from(
      pair.replace(PERCENT_ESCAPE, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
    if (!isUtf8(bytes)) {
      const key = pair.split('=')[0] ?? '';
      return /^[\w.[\]-]{1,64}$/.test(key) ? key : 'query';
    }
  }
  return undefined;
};

/** Path, query, headers, then body: the first bad text found, as the field it came in. */
const badFieldOf = (req: FastifyRequest): string | undefined =>
  findBadText(req.params, '') ??
  findBadText(req.query, '') ??
  findBadText(req.headers, '') ??
  findBadText(req.body, '');

/**
 * One guard for every route, before schema validation: a NUL, a lone surrogate or bytes that are not UTF-8
 * anywhere in a request is a 400 with the envelope, naming the field. Nothing with NUL can then reach the
 * database, whichever route or column it was headed for.
 */
export const registerInputGuard = (app: FastifyInstance) => {
  // Request bodies are decoded from UTF-8 by us, not by the default parser: invalid bytes would otherwise be
  // replaced by U+FFFD without a word, and the caller would never learn their text was changed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(refuse('body', INVALID_ENCODING_MESSAGE), undefined);
    parseJson(req, body.toString('utf8'), done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_req, body: Buffer, done) => {
    if (!isUtf8(body)) return done(refuse('body', INVALID_ENCODING_MESSAGE), undefined);
    done(null, body.toString('utf8'));
  });

  // A callback hook, as app.ts's own: it runs on every routed request.
  app.addHook('preValidation', (req, _reply, done) => {
    const encoding = badlyEncodedQueryParam(req.url);
    if (encoding !== undefined) return done(refuse(encoding, INVALID_ENCODING_MESSAGE) as never);
    const field = badFieldOf(req);
    done(field === undefined ? undefined : (refuse(field) as never));
  });
};
