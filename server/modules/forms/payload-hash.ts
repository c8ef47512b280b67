import { createHash } from 'node:crypto';

/** A stable hash of a normalised payload: the same request id with other data is refused. */
export function payloadHash(value: Record<string, unknown>): string {
  const keys = Object.keys(value).sort();
  const canonical = JSON.stringify(keys.map((key) => [key, value[key]]));
  return createHash('sha256').update(canonical).digest('hex');
}
