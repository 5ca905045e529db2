import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, readEnv } from "./env";

describe("readEnv", () => {
  it("defaults to port 3000, the data folder and the embedded database", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads PORT, DATA_DIR and DATABASE_URL", () => {
    const env = readEnv({ PORT: "8080", DATA_DIR: "/tmp/toque", DATABASE_URL: "postgres://localhost/toque" });
    expect(env).toMatchObject({
      PORT: 8080,
      dataDir: "/tmp/toque",
      DATABASE_URL: "postgres://localhost/toque",
    });
  });

  it("reads IMPORT_ALLOW_HOSTS as a list of lower-case hosts, empty by default", () => {
    expect(readEnv({}).IMPORT_ALLOW_HOSTS).toEqual([]);
    expect(
      readEnv({ IMPORT_ALLOW_HOSTS: " Recettes.Maison.lan, 192.168.1.20 ,[::1]," }).IMPORT_ALLOW_HOSTS,
    ).toEqual(["recettes.maison.lan", "192.168.1.20", "::1"]);
  });

  it("treats empty values as unset", () => {
    expect(readEnv({ DATABASE_URL: "", PUBLIC_URL: " " })).toMatchObject({
      DATABASE_URL: undefined,
      PUBLIC_URL: undefined,
    });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/toque"],
    ["PUBLIC_URL", "toque.example"],
    ["LOG_LEVEL", "bavard"],
    ["LEGAL_CONTACT", "contact"],
  ])("refuses %s=%s and names the variable", (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(EnvError);
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`^Configuration invalide :\\n- ${name} : `));
  });
});
