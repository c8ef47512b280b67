/**
 * A random v4 UUID: a request's id (the server deduplicates by it, the outbox keys by it), an
 * outbox owner or lease token, a saved estimate's key. crypto.randomUUID exists only in secure
 * contexts; on a plain-http LAN address the same shape is built from crypto.getRandomValues (and,
 * where even that is missing, from Math.random: such an id still only needs to be unique).
 */
interface RandomSource {
  randomUUID?: () => string;
  getRandomValues?: (bytes: Uint8Array) => unknown;
}

export function randomId(): string {
  // The part of Web Crypto this needs: typed here so the module builds with or without DOM types.
  const cryptoApi: RandomSource | undefined = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') cryptoApi.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
