import net from "node:net";

/**
 * Whether a server of ours may connect to an address a person typed. Only global unicast
 * addresses pass: everything else (loopback, private, link-local, carrier-grade NAT,
 * multicast, reserved, documentation ranges, IPv6 unique-local) could reach this machine,
 * its neighbours or a cloud metadata service. IPv6 forms that carry an IPv4 address
 * (mapped, NAT64, 6to4) are judged by the IPv4 address they carry.
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = net.isIP(plain);
  if (version === 4) return isPublicIpv4(ipv4Bytes(plain));
  if (version === 6) return isPublicIpv6(ipv6Bytes(plain));
  return false;
}

function ipv4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

// [first bytes, prefix length] of every IPv4 range that is not the public internet.
const IPV4_REFUSED: readonly (readonly [readonly number[], number])[] = [
  [[0], 8], // « this network », 0.0.0.0
  [[10], 8], // private
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8], // loopback
  [[169, 254], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16], 12], // private
  [[192, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2], 24], // documentation
  [[192, 88, 99], 24], // 6to4 relay anycast
  [[192, 168], 16], // private
  [[198, 18], 15], // benchmarking
  [[198, 51, 100], 24], // documentation
  [[203, 0, 113], 24], // documentation
  [[224], 4], // multicast
  [[240], 4], // reserved, and 255.255.255.255 broadcast
];

function inPrefix(bytes: readonly number[], prefix: readonly number[], length: number): boolean {
  let bits = length;
  for (let index = 0; bits > 0; index++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

function isPublicIpv4(bytes: readonly number[]): boolean {
  return !IPV4_REFUSED.some(([prefix, length]) => inPrefix(bytes, prefix, length));
}

/** The 16 bytes of an IPv6 address that net.isIPv6 accepted (« :: » and a dotted tail included). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill("0"), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

function isPublicIpv6(bytes: readonly number[]): boolean {
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64): the IPv4 address decides.
  if (inPrefix(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return isPublicIpv4(bytes.slice(12));
  if (inPrefix(bytes, [0, 0x64, 0xff, 0x9b], 96)) return isPublicIpv4(bytes.slice(12));
  // 2002:a.b.c.d::/48 (6to4) carries its IPv4 address in bytes 2 to 5.
  if (inPrefix(bytes, [0x20, 0x02], 16)) return isPublicIpv4(bytes.slice(2, 6));
  // Only global unicast (2000::/3) is the internet: this refuses ::, ::1, the deprecated
  // IPv4-compatible ::a.b.c.d, unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8.
  if (!inPrefix(bytes, [0x20], 3)) return false;
  // Inside 2000::/3: Teredo (2001::/32, hides its IPv4 address), ORCHID and documentation ranges,
  // and the local-use NAT64 prefix 64:ff9b:1::/48 lies outside 2000::/3 already.
  if (inPrefix(bytes, [0x20, 0x01, 0, 0], 32)) return false;
  if (inPrefix(bytes, [0x20, 0x01, 0x00, 0x10], 28)) return false;
  if (inPrefix(bytes, [0x20, 0x01, 0x00, 0x20], 28)) return false;
  if (inPrefix(bytes, [0x20, 0x01, 0x0d, 0xb8], 32)) return false;
  if (inPrefix(bytes, [0x3f, 0xff], 20)) return false;
  return true;
}
