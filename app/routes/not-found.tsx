export function loader() {
  throw new Response("Page introuvable", { status: 404 });
}

export default function NotFound() {
  return null;
}
