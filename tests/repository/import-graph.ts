import fs from "node:fs";
import path from "node:path";

/**
 * The import graph of the application's TypeScript, read from the sources: static imports,
 * `export … from`, type imports and dynamic `import()` alike, since each ties one file to another
 * for whoever reads or changes it.
 */

const root = path.resolve(import.meta.dirname, "../..");
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(test|spec)\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith(".d.ts")
      ? [relative]
      : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile())
      return candidate;
  return undefined;
}

/** Every source file of these folders, with the files of the project it imports. */
export function importGraph(directories: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of directories.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    const targets = [...text.matchAll(SPECIFIER)].flatMap((match) => resolve(file, match[1]!) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one node (or a node importing itself): the cycles. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const lowLinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    lowLinks.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowLinks.set(node, Math.min(lowLinks.get(node)!, lowLinks.get(next)!));
      } else if (onStack.has(next)) lowLinks.set(node, Math.min(lowLinks.get(node)!, indexes.get(next)!));
    }
    if (lowLinks.get(node) !== indexes.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return found;
}

/** The graph of folders: `app/domain/chef` → `app/domain/generation` when a file of one imports the other. */
export function folderGraph(graph: Map<string, string[]>, depth: number): Map<string, string[]> {
  const folder = (file: string) => file.split("/").slice(0, depth).join("/");
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folder(file);
    const edges = folders.get(from) ?? new Set<string>();
    for (const target of targets) if (graph.has(target) && folder(target) !== from) edges.add(folder(target));
    folders.set(from, edges);
  }
  return new Map([...folders].map(([name, edges]) => [name, [...edges]]));
}

/** The folder of app/domain a file belongs to (`app/domain/zod.ts` stands alone, as its own node). */
export function domainFolder(file: string): string {
  return file.split("/").slice(0, 3).join("/");
}

/** The imports of app/domain that cross from one of its folders to another: the figure issue 25 follows. */
export function crossFolderImports(graph: Map<string, string[]>): [from: string, to: string][] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => domainFolder(target) !== domainFolder(file))
      .map((target) => [file, target] as [string, string]),
  );
}
