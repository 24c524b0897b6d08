import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

/** TypeScript types of an OpenAPI document (`paths`, `operations`, `components`), as a module. */
export async function generateApiTypes(document: string): Promise<string> {
  return astToString(await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0]));
}

/** Strict settings of a client project: no DOM, no @types, only the files given. */
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

/**
 * Writes `files` (name → source) to a fresh temporary folder, type-checks them together with
 * the TypeScript compiler and removes the folder. Returns every diagnostic, formatted (none
 * when they compile).
 */
export async function typeCheckFiles(files: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'magic-community-client-'));
  try {
    const names = await Promise.all(
      Object.entries(files).map(async ([name, source]) => {
        const file = path.join(dir, name);
        await writeFile(file, source);
        return file;
      }),
    );
    const program = ts.createProgram(names, compilerOptions);
    const host: ts.FormatDiagnosticsHost = {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => dir,
      getNewLine: () => '\n',
    };
    return ts.getPreEmitDiagnostics(program).map((d) => ts.formatDiagnostic(d, host).trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
