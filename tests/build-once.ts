import { buildIfNeeded } from "../scripts/build-if-needed.mjs";

export default function setup() {
  buildIfNeeded();
}
