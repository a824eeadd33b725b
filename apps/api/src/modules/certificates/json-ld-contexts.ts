import credentialsV2 from './contexts/credentials-v2.json' with { type: 'json' };
import openBadgesV3 from './contexts/ob-v3p0-context-3.0.3.json' with { type: 'json' };

/**
 * The JSON-LD contexts the credentials name, shipped with the code (written from the published W3C VC Data
 * Model 2.0 and 1EdTech Open Badges 3.0 contexts) and never fetched at run time. Verification does not use
 * them: eddsa-jcs-2022 signs the JSON itself (JCS), not its JSON-LD expansion. They are here for consumers:
 * GET /certificates/contexts?url= serves them, and a JSON-LD processor can take them as its document loader.
 */
export const JSON_LD_CONTEXTS: Readonly<Record<string, unknown>> = {
  'https://www.w3.org/ns/credentials/v2': credentialsV2,
  'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json': openBadgesV3,
};

/** A document loader for jsonld-style processors: the shipped context for a known URL, or null. */
export const shippedContext = (url: string): unknown => JSON_LD_CONTEXTS[url] ?? null;
