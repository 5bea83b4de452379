// Reads Prometheus' text format as GET /metrics answers it, for API tests: each sample's name, labels and value.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function samplesOf(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith('#')) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, value!]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The value of the sample with this name and these labels (others may be there too); undefined when none. */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  return samplesOf(text).find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    ?.value;
}
