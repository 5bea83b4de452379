// A ZIP written as it is read: each entry is asked for only when the reader has taken what came before, so
// a copy with many prescriptions holds one file in memory at a time, however large the whole. Text is
// deflated; pictures and PDFs, already compressed, are stored as they are.
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  path: string;
  data: Uint8Array;
  /** Deflate it (text); otherwise it is stored. */
  compress: boolean;
}

/** The ZIP of the entries, in their order, each dated `at`. */
export function zipStream(entries: AsyncIterable<ZipEntry>, at: Date): Readable {
  return Readable.from(zipChunks(entries, at), { objectMode: false });
}

async function* zipChunks(entries: AsyncIterable<ZipEntry>, at: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  // fflate's ZipDeflate and ZipPassThrough answer synchronously: each push leaves its bytes in `ready`.
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const taken = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
    file.mtime = at;
    zip.add(file);
    file.push(entry.data, true);
    yield* taken();
  }
  zip.end();
  yield* taken();
}
