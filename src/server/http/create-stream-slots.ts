/**
 * A node's count of open event streams, per client IP and in all, refusing past either cap
 * (docs/security.md, "Input limits"): chat's and the market's streams each keep one.
 */
export function createStreamSlots({
  maxPerIp,
  maxPerNode,
}: {
  maxPerIp: number;
  maxPerNode: number;
}) {
  const openPerIp = new Map<string, number>();
  let openOnNode = 0;
  return {
    /**
     * Takes a slot for `ip`, or null past a cap. Counted at once, before the caller's next await:
     * tabs opening together must not all pass. The returned function gives the slot back, once.
     */
    take(ip: string): (() => void) | null {
      if ((openPerIp.get(ip) ?? 0) >= maxPerIp || openOnNode >= maxPerNode) return null;
      openPerIp.set(ip, (openPerIp.get(ip) ?? 0) + 1);
      openOnNode += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        openOnNode -= 1;
        const left = (openPerIp.get(ip) ?? 1) - 1;
        if (left > 0) openPerIp.set(ip, left);
        else openPerIp.delete(ip);
      };
    },
  };
}
