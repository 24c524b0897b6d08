/**
 * The lexemes every post matching a query must contain, read from the query's text form
 * (`'raini' & 'anim' & !( 'fire' <-> 'work' )`): those not under a `!`. Null when the query
 * has alternatives (`|`), where no lexeme is required; an empty list for an empty query.
 * Used only to skip posts early, so leaving a lexeme out costs speed, never results.
 */
export function requiredLexemes(tsquery: string): string[] | null {
  const required = new Set<string>();
  /** Whether each open parenthesis is inside a negation. */
  const groups: boolean[] = [];
  let isNegationPending = false;
  let index = 0;
  while (index < tsquery.length) {
    const char = tsquery[index]!;
    const isInsideNegation = groups.at(-1) ?? false;
    if (char === '|') return null;
    if (char === '!') {
      isNegationPending = true;
      index += 1;
    } else if (char === '(') {
      groups.push(isInsideNegation || isNegationPending);
      isNegationPending = false;
      index += 1;
    } else if (char === ')') {
      groups.pop();
      index += 1;
    } else if (char === "'") {
      const [lexeme, end] = readQuoted(tsquery, index);
      if (!isInsideNegation && !isNegationPending) required.add(lexeme);
      isNegationPending = false;
      index = end;
    } else {
      index += 1; // spaces, `&`, `<->`, `<2>`, weights and `:*` carry no lexeme
    }
  }
  return [...required];
}

/** A quoted lexeme starting at `start` (`''` is a quote, `\x` is x) and the index after it. */
function readQuoted(text: string, start: number): [string, number] {
  let lexeme = '';
  let index = start + 1;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '\\' && index + 1 < text.length) {
      lexeme += text[index + 1];
      index += 2;
    } else if (char === "'" && text[index + 1] === "'") {
      lexeme += "'";
      index += 2;
    } else if (char === "'") {
      return [lexeme, index + 1];
    } else {
      lexeme += char;
      index += 1;
    }
  }
  return [lexeme, index];
}
