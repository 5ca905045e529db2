import { describe, expect, it } from "vitest";
import { addressBucket } from "./client-address";

describe("addressBucket", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressBucket("203.0.113.7")).toBe("203.0.113.7");
  });

  it("reads an IPv4 client behind a dual-stack socket as that IPv4 address", () => {
    expect(addressBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressBucket("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    const one = addressBucket("2001:db8:aa:bb::1");
    expect(one).toBe("2001:db8:aa:bb::/64");
    expect(addressBucket("2001:0DB8:00aa:00bb:ffff:1:2:3")).toBe(one);
    expect(addressBucket("2001:db8:aa:bb:1234::%eth0")).toBe(one);
    expect(addressBucket("2001:db8:aa:bc::1")).not.toBe(one);
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("leaves what is not an address untouched", () => {
    expect(addressBucket("inconnue")).toBe("inconnue");
    expect(addressBucket("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(addressBucket("1:2:3:4:5:6:7")).toBe("1:2:3:4:5:6:7");
    expect(addressBucket("::ffff:300.1.1.1")).toBe("::ffff:300.1.1.1");
  });
});
