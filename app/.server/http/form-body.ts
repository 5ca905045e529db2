/** What a client that did not send a form from one of our pages is told. */
export const formBodyMessages = {
  unsupportedType:
    "Ce formulaire n'a pas pu être lu : il doit être envoyé depuis sa page (type de contenu non pris en charge).",
  empty: "Le formulaire reçu est vide.",
  malformed: "Le formulaire reçu est illisible : renvoyez-le depuis sa page.",
  forbiddenCharacter: "Le formulaire contient un caractère non autorisé.",
} as const;

/** The two encodings an HTML form can send with `method="post"` that carry fields we read. */
const FORM_MEDIA_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refuse(status: 400 | 415, message: string): never {
  const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8" });
  // RFC 9110 §15.5.16: a 415 may say which types the resource does accept.
  if (status === 415) headers.set("Accept-Post", FORM_MEDIA_TYPES.join(", "));
  throw new Response(message, { status, headers });
}

/**
 * The fields of a submitted form, or a thrown 400/415 with a French message: a body that is
 * not a form, empty, or that does not parse never reaches an action as an exception (which
 * would be a 500). NUL is refused here once for every action: no form of ours sends it, and
 * PostgreSQL cannot store it in text (error 22021), where SQLite would.
 */
export async function readFormBody(request: Request): Promise<FormData> {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_MEDIA_TYPES.includes(mediaType)) refuse(415, formBodyMessages.unsupportedType);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // A missing or wrong multipart boundary, a truncated part, a body cut short.
    refuse(400, formBodyMessages.malformed);
  }
  let fields = 0;
  for (const [name, value] of form) {
    fields += 1;
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0")))
      refuse(400, formBodyMessages.forbiddenCharacter);
  }
  if (fields === 0) refuse(400, formBodyMessages.empty);
  return form;
}
