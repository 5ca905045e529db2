import type express from "express";

/**
 * No address of Toque contains NUL (`%00`), and PostgreSQL cannot compare or store it in text
 * (error 22021) where SQLite would simply find nothing: it is refused here, once for every page,
 * resource route and `.data` request, so that both databases answer alike.
 */
export function refuseNulInUrl(): express.RequestHandler {
  return (request, response, next) => {
    if (!request.url.includes("%00")) return next();
    response
      .status(400)
      .type("text/plain; charset=utf-8")
      .send("Adresse invalide : elle contient un caractère non autorisé.");
  };
}
