// The project's own import graph, read from the source: every relative import (static, `export …
// from`, dynamic `import()`) of every .ts file under the given top-level folders, resolved to a path
// from the repository root. TypeScript's own pre-processor reads the imports, so comments and
// strings that look like imports are not taken for them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface ImportEdge {
  /** The importing file, from the repository root (`engine/trading/orders.ts`). */
  from: string;
  /** The imported file, from the repository root. */
  to: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

/** The relative imports of the files under `folders` (top-level folder names). */
export function importEdges(folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of folders.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, from), 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      edges.push({ from, to: path.relative(ROOT, path.resolve(ROOT, path.dirname(from), fileName)) });
    }
  }
  return edges;
}

/** The top-level folder of a path from the repository root. */
export const folderOf = (file: string): string => file.split(path.sep)[0]!;
