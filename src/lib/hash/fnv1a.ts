/**
 * FNV-1a, 32 bits: a small, well-spread hash of a text. Stable across runs and machines, so a
 * symbol always seeds the same simulated series and a visitor always lands in the same variant.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1)
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
