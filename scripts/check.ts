// `npm run check`: the type check and the lint on one TypeScript program. typescript-eslint's type-aware rules
// need a program of the whole project; left to itself, ESLint builds its own, which repeats what the type
// check has just done (two fifths of the two checks' CPU time: 179 CPU-s apart, 106 here). The program is
// built once, its diagnostics are the type check, and ESLint lints with it.
//
// What each check says is what `npm run typecheck` and `npm run lint` say: the same tsconfig.json and the
// same ESLint configuration, warnings counted as errors. Exit code 1 when either finds a problem.
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/**
 * The project's program as tsconfig.json describes it, with its type diagnostics. Incremental as `tsc` is (the
 * same state file): after a small change, only what it can affect is checked again.
 */
function checkProgram(): { program: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const configPath = path.join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error !== undefined) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, configPath);
  const builder = ts.createIncrementalProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: parsed.errors,
  });
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getSemanticDiagnostics(),
  ];
  // Writes the incremental state only (noEmit).
  builder.emit();
  return { program: builder.getProgram(), diagnostics };
}

function reportTypeCheck(diagnostics: readonly ts.Diagnostic[]): boolean {
  if (diagnostics.length === 0) return true;
  const host: ts.FormatDiagnosticsHost = {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => ROOT,
    getNewLine: () => '\n',
  };
  console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.log(`Type check: ${String(diagnostics.length)} error(s)`);
  return false;
}

async function lint(program: ts.Program): Promise<boolean> {
  const eslint = new ESLint({
    cwd: ROOT,
    // Only the TypeScript files: the configuration checks JavaScript files without types.
    overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } }],
  });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((count, result) => count + result.errorCount + result.warningCount, 0);
  if (problems === 0) return true;
  const formatter = await eslint.loadFormatter('stylish');
  console.log(await formatter.format(results));
  return false;
}

async function main(): Promise<void> {
  const { program, diagnostics } = checkProgram();
  const typesOk = reportTypeCheck(diagnostics);
  const lintOk = await lint(program);
  console.log(`Type check ${typesOk ? 'passed' : 'FAILED'}; lint ${lintOk ? 'passed' : 'FAILED'}.`);
  process.exit(typesOk && lintOk ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
