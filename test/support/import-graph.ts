// The project's own import graph, read from the source: every relative import (static, `export …
// from`, dynamic `import()`) of every .ts file under the given top-level folders, resolved to a path
// from the repository root. TypeScript's own pre-processor reads the imports, so comments and
// strings that look like imports are not taken for them. valueImportEdges tells apart the imports
// that bring a value (what runs) from the type-only ones the compiler erases.
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

/** True when a declaration brings only types: `import type …`, or every named binding marked `type`. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/**
 * The relative imports of the files under `folders` that bring a value: static imports and
 * re-exports that are not type-only, and every dynamic `import()`.
 */
export function valueImportEdges(folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of folders.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(
      from,
      readFileSync(path.join(ROOT, from), 'utf8'),
      ts.ScriptTarget.Latest,
      false,
    );
    const add = (specifier: string) => {
      if (specifier.startsWith('.'))
        edges.push({ from, to: path.relative(ROOT, path.resolve(ROOT, path.dirname(from), specifier)) });
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        if (ts.isStringLiteral(node.moduleSpecifier) && !typeOnly(node)) add(node.moduleSpecifier.text);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = node.arguments;
        if (arg && ts.isStringLiteralLike(arg)) add(arg.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}
