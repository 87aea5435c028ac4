// Finds the react-intl message ids the browser app uses, by walking its TypeScript syntax trees: ids in
// defineMessages({...}) / defineMessage({...}) objects, in <FormattedMessage id="..."> and in
// formatMessage({ id: '...' }). An id that is not a string literal is reported, since no catalog check could
// cover it.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FoundMessage {
  readonly id: string;
  readonly defaultMessage?: string;
  readonly description?: string;
  /** file:line, for failure messages. */
  readonly where: string;
}

export interface Extraction {
  readonly messages: readonly FoundMessage[];
  /** Places where an id is computed or a descriptor is malformed. */
  readonly problems: readonly string[];
}

const DEFINE_CALLS = new Set(['defineMessages', 'defineMessage']);
const MESSAGE_COMPONENTS = new Set(['FormattedMessage']);

function stringValue(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** Looks through `(x)`, `x as T`, `x satisfies T`, `<T>x` and `x!` to the expression itself. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

/** Extracts from one source text; `fileName` only labels the results. */
export function extractFromSource(fileName: string, sourceText: string): Extraction {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const messages: FoundMessage[] = [];
  const problems: string[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  /** A `{ id, defaultMessage, description }` object literal. */
  function readDescriptor(expression: ts.Expression, requireId: boolean): void {
    const node = unwrap(expression);
    if (!ts.isObjectLiteralExpression(node)) {
      problems.push(`${where(node)}: a message descriptor must be an object literal`);
      return;
    }
    const fields = new Map<string, ts.Expression>();
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) {
        const name = propertyName(property.name);
        if (name !== undefined) fields.set(name, property.initializer);
      } else if (ts.isSpreadAssignment(property) || ts.isShorthandPropertyAssignment(property)) {
        problems.push(`${where(property)}: spread or shorthand in a message descriptor hides its id`);
      }
    }
    const idNode = fields.get('id');
    if (idNode === undefined) {
      if (requireId) problems.push(`${where(node)}: message descriptor without an id`);
      return;
    }
    const id = stringValue(idNode);
    if (id === undefined) {
      problems.push(`${where(idNode)}: message id is not a string literal`);
      return;
    }
    const defaultNode = fields.get('defaultMessage');
    const descriptionNode = fields.get('description');
    messages.push({
      id,
      defaultMessage: defaultNode === undefined ? undefined : stringValue(defaultNode),
      description: descriptionNode === undefined ? undefined : stringValue(descriptionNode),
      where: where(idNode),
    });
  }

  function visit(node: ts.Node): void {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [argument] = node.arguments;
      const first = argument === undefined ? undefined : unwrap(argument);
      if (name === 'defineMessages' && first !== undefined) {
        if (ts.isObjectLiteralExpression(first)) {
          for (const property of first.properties) {
            if (ts.isPropertyAssignment(property)) readDescriptor(property.initializer, true);
            else problems.push(`${where(property)}: defineMessages entries must be plain properties`);
          }
        } else {
          problems.push(`${where(first)}: defineMessages takes an object literal`);
        }
      } else if (name !== undefined && DEFINE_CALLS.has(name) && first !== undefined) {
        readDescriptor(first, true);
      } else if (name === 'formatMessage' && first !== undefined && ts.isObjectLiteralExpression(first)) {
        // formatMessage(messages.x) passes a descriptor defined elsewhere; only inline objects are read here.
        readDescriptor(first, true);
      }
    } else if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const tag = node.tagName.getText(source);
      if (MESSAGE_COMPONENTS.has(tag)) {
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || attribute.name.getText(source) !== 'id') continue;
          const initializer = attribute.initializer;
          const id = initializer !== undefined && ts.isStringLiteral(initializer) ? initializer.text : undefined;
          if (id === undefined) problems.push(`${where(attribute)}: <${tag} id> is not a string literal`);
          else messages.push({ id, where: where(attribute) });
        }
      }
    }
    ts.forEachChild(node, visit);
  }

  visit(source);
  return { messages, problems };
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Extracts from every .ts and .tsx file under `root`. */
export function extractFromDirectory(root: string): Extraction {
  const messages: FoundMessage[] = [];
  const problems: string[] = [];
  for (const file of sourceFiles(root).sort()) {
    const result = extractFromSource(path.relative(process.cwd(), file), fs.readFileSync(file, 'utf8'));
    messages.push(...result.messages);
    problems.push(...result.problems);
  }
  return { messages, problems };
}
