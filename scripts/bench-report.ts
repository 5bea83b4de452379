// How the bench says where its targets stand: each section prints its checks (a figure beside its
// goal, met or NOT met) and keeps them; the summary at the end lists every target, met, NOT met or skipped,
// and how long each section took. A correctness check that fails (duplicated or gapped tokens, a stream
// that missed an event) sets the exit code; a speed target not met does not.

export interface Check {
  what: string;
  figure: string;
  goal: string;
  met: boolean;
  /** A failure here is a wrong answer, not a slow one. */
  correctness?: boolean;
}

const targets: { name: string; checks: Check[] | null; note: string }[] = [];
const timings: { section: string; seconds: number }[] = [];

/** At least `goal` of a baseline measured in the same run. */
export function ratioCheck(perSecond: number, baseline: number, baselineName: string, goal = 0.35): Check {
  const ratio = perSecond / baseline;
  return {
    what: `ratio of ${baselineName} (${baseline.toFixed(0)}/s)`,
    figure: ratio.toFixed(2),
    goal: `at least ${goal}`,
    met: ratio >= goal,
  };
}

export function underCheck(what: string, value: number, limit: number, unit: string): Check {
  return { what, figure: `${Math.round(value)} ${unit}`, goal: `under ${limit} ${unit}`, met: value < limit };
}

export function atMostCheck(what: string, value: number, limit: number, unit: string): Check {
  return { what, figure: `${Math.round(value)} ${unit}`, goal: `at most ${limit} ${unit}`, met: value <= limit };
}

export function atLeastCheck(what: string, value: number, goal: number, unit: string): Check {
  return { what, figure: `${Math.round(value)} ${unit}`, goal: `at least ${goal} ${unit}`, met: value >= goal };
}

export interface TokenCounts {
  confirmed: number;
  distinct: number;
  highest: number | null;
}

/** Every token distinct, and none skipped: the highest is the number handed out. */
export function tokensCheck(counts: TokenCounts): Check {
  const met = counts.confirmed > 0 && counts.distinct === counts.confirmed && counts.highest === counts.confirmed;
  return {
    what: 'tokens distinct and gap-free',
    figure: met ? 'yes' : 'NO',
    goal: 'every token once, 1 to the count',
    met,
    correctness: true,
  };
}

/** Prints one figure of a section, its label in a column of its own. */
export function figure(label: string, value: string): void {
  console.log(`  ${label.padEnd(44)} ${value}`);
}

/** Prints a target's checks under its section's figures and keeps them for the summary. */
export function judge(name: string, checks: Check[]): void {
  for (const check of checks) {
    figure(check.what, `${check.figure.padEnd(8)} ${check.met ? 'met' : 'NOT met'} (target ${check.goal})`);
    if (check.correctness && !check.met) process.exitCode = 1;
  }
  targets.push({ name, checks, note: '' });
}

/** A target this run could not measure, and why (not a failure of the bench). */
export function skip(name: string, why: string): void {
  console.log(`  ${name}: skipped, ${why}`);
  targets.push({ name, checks: null, note: why });
}

/** Runs a section and notes how long it took. */
export async function timed<T>(section: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push({ section, seconds: (performance.now() - started) / 1000 });
  }
}

export function printSummary(): void {
  console.log('');
  console.log('targets, this run');
  for (const { name, checks, note } of targets) {
    if (!checks) {
      console.log(`  skipped  ${name}: ${note}`);
      continue;
    }
    const figures = checks.map((c) => `${c.what} ${c.figure} (${c.goal})`).join('; ');
    console.log(`  ${checks.every((c) => c.met) ? 'met    ' : 'NOT met'}  ${name}: ${figures}`);
  }
  console.log(`time taken: ${timings.map((t) => `${t.section} ${t.seconds.toFixed(0)} s`).join(', ')}`);
}
