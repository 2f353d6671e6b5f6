import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Props a person reads or hears: their text must come from t() like any other text. */
const SPOKEN_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt']);
const HAS_LETTER = /\p{L}/u;

/** The literal text an expression can show: a string, a template, either branch of a choice. */
function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  if (ts.isParenthesizedExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalTexts(node.left), ...literalTexts(node.right)];
  }
  return [];
}

/** Each piece of hard-coded, readable text in a TSX source, as "line: text". */
function hardcodedStrings(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    found.push(`${line}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const text of literalTexts(node.expression)) report(node, text);
    } else if (ts.isJsxAttribute(node) && SPOKEN_PROPS.has(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(node, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression)
        for (const text of literalTexts(value.expression)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const src = fileURLToPath(new URL('..', import.meta.url));

function tsxFiles(folder: string): string[] {
  const root = join(src, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx'))
    .map((path) => join(root, path));
}

describe('no hard-coded text on screens', () => {
  it.each(['screens', 'ui'])('src/%s/**/*.tsx says everything through t()', (folder) => {
    const offenders = tsxFiles(folder).flatMap((path) =>
      hardcodedStrings(readFileSync(path, 'utf8'), path).map(
        (hit) => `${relative(src, path)}:${hit}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

describe('hardcodedStrings - what the check catches', () => {
  it('finds JSX text and readable text in spoken props', () => {
    const source = [
      'const A = () => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a TSX source under test
      '  <button aria-label="Close" title={"Undo"} placeholder={`Name ${n}`} alt={x ? "Yes" : t("no")}>',
      '    Save game',
      "    {done && 'Saved'}",
      '  </button>',
      ');',
    ].join('\n');
    expect(hardcodedStrings(source)).toEqual([
      '2: Close',
      '2: Undo',
      '2: Name',
      '2: Yes',
      '3: Save game',
      '4: Saved',
    ]);
  });

  it('lets through t(), numbers, symbols and other props', () => {
    const source = [
      'const A = () => (',
      '  <div class="round-card" id={"x"} aria-label={t("common.close")} title="12–12">',
      '    {t("game.words.train")} {count} · 42 ⚑',
      '  </div>',
      ');',
    ].join('\n');
    expect(hardcodedStrings(source)).toEqual([]);
  });
});
