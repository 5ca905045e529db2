/**
 * What sign-in attempts are counted against for one client: an IPv4 address as it is, an
 * IPv6 address by its /64 prefix. An internet subscriber is usually handed a whole /64, and
 * could otherwise take a new address for every guess and never reach a per-address limit.
 */
export function addressBucket(address: string): string {
  const bare = address.trim().toLowerCase().replace(/%.*$/, "");
  if (!bare.includes(":")) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  // An IPv4 client seen through a dual-stack socket (::ffff:203.0.113.7) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === "" ? [] : part.split(":").flatMap(groupsOf));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (head.includes(NaN) || tail.includes(NaN)) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
}

function groupsOf(part: string): number[] {
  if (part.includes(".")) {
    const bytes = part.split(".").map((byte) => (/^\d{1,3}$/.test(byte) ? Number(byte) : NaN));
    if (bytes.length !== 4 || bytes.some((byte) => !(byte <= 255))) return [NaN];
    return [(bytes[0]! << 8) | bytes[1]!, (bytes[2]! << 8) | bytes[3]!];
  }
  return /^[0-9a-f]{1,4}$/.test(part) ? [parseInt(part, 16)] : [NaN];
}
