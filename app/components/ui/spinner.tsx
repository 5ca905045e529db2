import { LoaderCircle } from "lucide-react";

export function Spinner() {
  return <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />;
}
