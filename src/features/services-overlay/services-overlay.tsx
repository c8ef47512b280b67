/** Stub: replaced by the real overlay. */
export function ServicesOverlay() {
  return null;
}
