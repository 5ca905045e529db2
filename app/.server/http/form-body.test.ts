import { describe, expect, it } from "vitest";
import { formBodyMessages, readFormBody } from "./form-body";

function post(body: BodyInit | undefined, contentType?: string) {
  return new Request("http://toque.test/login", {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });
}

async function refusal(request: Request) {
  try {
    await readFormBody(request);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, text: await thrown.text(), headers: thrown.headers };
  }
  throw new Error("le formulaire a été accepté");
}

const boundary = "----toque";
const multipart = (body: string) => post(body, `multipart/form-data; boundary=${boundary}`);

describe("readFormBody", () => {
  it("lit un formulaire urlencoded, même avec un charset ou en majuscules", async () => {
    const form = await readFormBody(
      post(
        "email=chloe%40exemple.fr&password=cr%C3%A8me",
        "Application/X-WWW-Form-Urlencoded; charset=UTF-8",
      ),
    );
    expect(Object.fromEntries(form)).toEqual({ email: "chloe@exemple.fr", password: "crème" });
  });

  it("lit un formulaire multipart", async () => {
    const body = new FormData();
    body.append("intent", "like");
    body.append("recipeId", "tomates-farcies");
    const form = await readFormBody(new Request("http://toque.test/", { method: "POST", body }));
    expect(Object.fromEntries(form)).toEqual({ intent: "like", recipeId: "tomates-farcies" });
  });

  it.each([
    ["sans Content-Type", post("a=b")],
    ["text/plain", post("a=b", "text/plain")],
    ["JSON", post('{"a":"b"}', "application/json")],
    ["un type absurde", post("a=b", "!!!; ;")],
  ])("refuse %s avec 415 et dit quels types sont acceptés", async (_label, request) => {
    const { status, text, headers } = await refusal(request);
    expect(status).toBe(415);
    expect(text).toBe(formBodyMessages.unsupportedType);
    expect(headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(headers.get("accept-post")).toBe("application/x-www-form-urlencoded, multipart/form-data");
  });

  it.each([
    ["un corps vide", post("", "application/x-www-form-urlencoded"), formBodyMessages.empty],
    ["un corps sans champ", post("&&&", "application/x-www-form-urlencoded"), formBodyMessages.empty],
    [
      "un multipart sans boundary",
      post(`--${boundary}\r\n`, "multipart/form-data"),
      formBodyMessages.malformed,
    ],
    ["un multipart vide", multipart(""), formBodyMessages.malformed],
    [
      "un multipart tronqué",
      multipart(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nli`),
      formBodyMessages.malformed,
    ],
    [
      "NUL dans une valeur",
      post("email=a%00b", "application/x-www-form-urlencoded"),
      formBodyMessages.forbiddenCharacter,
    ],
    [
      "NUL dans un nom",
      post("e%00mail=a", "application/x-www-form-urlencoded"),
      formBodyMessages.forbiddenCharacter,
    ],
    [
      "NUL dans un multipart",
      multipart(
        `--${boundary}\r\nContent-Disposition: form-data; name="dish"\r\n\r\nbœuf\0\r\n--${boundary}--\r\n`,
      ),
      formBodyMessages.forbiddenCharacter,
    ],
  ])("refuse %s avec 400 et un message en français", async (_label, request, message) => {
    const { status, text } = await refusal(request);
    expect(status).toBe(400);
    expect(text).toBe(message);
  });
});
