/**
 * What is wrong with a stored or imported value and where, and the sentence a person reads
 * about it: every check of src/db answers with a Problem.
 */
export type Path = readonly (string | number)[];

/** What is wrong and where, e.g. path ['rounds', 2, 'scores', 1], 'must be a whole number'. */
export interface Problem {
  path: Path;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/**
 * Text from a file, cut short enough to quote in a message: a stray key or value may be
 * megabytes long, and the message is shown to a person.
 */
export function excerpt(text: string, max = 40): string {
  if (text.length <= max) return text;
  // Never end on half of a surrogate pair.
  const cut = text.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}

/** "games[0].rounds[2].scores[1]" */
export function formatPath(path: Path): string {
  return path
    .map((key, i) =>
      typeof key === 'number' ? `[${key}]` : i === 0 ? excerpt(key) : `.${excerpt(key)}`,
    )
    .join('');
}

/** The problem as one sentence: "games[0].rounds[2].scores[1] must be a whole number". */
export function describeProblem(problem: Problem, subject = 'the value'): string {
  return `${problem.path.length > 0 ? formatPath(problem.path) : subject} ${problem.message}`;
}
