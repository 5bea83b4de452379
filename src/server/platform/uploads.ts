// Uploaded files are health data. They are checked by their bytes (not their names), pictures are
// re-encoded (which drops EXIF and GPS), and they are stored under DATA_DIR/uploads with server-made names.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { UnsupportedMediaTypeError } from './errors';
import type { UploadedFile } from './calls';

// The image and file-type libraries are loaded at the first upload, not at start: most of an instance's
// life is bookings and queues, and these weigh tens of MB of memory.
const fileTypeOf = async (data: Buffer) => (await import('file-type')).fileTypeFromBuffer(data);
const sharpOf = async () => (await import('sharp')).default;

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
]);
const MAX_IMAGE_EDGE = 2000;

export interface PreparedFile {
  data: Buffer;
  extension: 'jpg' | 'pdf';
  contentType: string;
}

export interface StoredFile {
  name: string;
  contentType: string;
}

/** Where uploaded files are kept: DATA_DIR/uploads. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export class FileStore {
  readonly dir: string;

  constructor(
    private readonly db: Kysely<Database>,
    config: AppConfig,
    private readonly now: () => Date,
  ) {
    this.dir = uploadsDir(config.dataDir);
  }

  /** Checks a picture by its bytes and re-encodes it as a JPEG without metadata; nothing is stored yet. */
  async prepareImage(file: UploadedFile): Promise<PreparedFile> {
    const detected = await fileTypeOf(file.data);
    if (!detected || !IMAGE_TYPES.has(detected.mime)) throw new UnsupportedMediaTypeError();
    const sharp = await sharpOf();
    try {
      const data = await sharp(file.data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      return { data, extension: 'jpg', contentType: 'image/jpeg' };
    } catch {
      throw new UnsupportedMediaTypeError();
    }
  }

  /** A PDF (kept as sent) or a picture (re-encoded): lab reports. */
  async prepareDocument(file: UploadedFile): Promise<PreparedFile> {
    const detected = await fileTypeOf(file.data);
    if (detected?.mime === 'application/pdf')
      return { data: file.data, extension: 'pdf', contentType: 'application/pdf' };
    return this.prepareImage(file);
  }

  /** Writes a prepared file under a new random name, tied to the record that decides who may read it. */
  async save(file: PreparedFile, record: { type: string; id: number }): Promise<StoredFile> {
    await fs.mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${file.extension}`;
    await fs.writeFile(path.join(this.dir, name), file.data, { flag: 'wx' });
    await this.db
      .insertInto('files')
      .values({
        name,
        record_type: record.type,
        record_id: record.id,
        content_type: file.contentType,
        created_at: this.now().toISOString(),
      })
      .execute();
    return { name, contentType: file.contentType };
  }

  /** Deletes the files of a record that is removed (a discarded booking draft's prescription photo). */
  async removeOf(record: { type: string; id: number }): Promise<void> {
    await this.deleteFiles(await this.forgetFilesOf(this.db, record.type, [record.id]));
  }

  /**
   * Forgets the files of records of one type, in the caller's transaction when given one, and answers their
   * names: deleteFiles removes them from the disk once it has committed (a rollback keeps them).
   */
  async forgetFilesOf(executor: Kysely<Database>, recordType: string, recordIds: readonly number[]): Promise<string[]> {
    if (!recordIds.length) return [];
    const rows = await executor
      .deleteFrom('files')
      .where('record_type', '=', recordType)
      .where('record_id', 'in', recordIds)
      .returning('name')
      .execute();
    return rows.map((row) => row.name);
  }

  async deleteFiles(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => fs.rm(path.join(this.dir, path.basename(name)), { force: true })));
  }

  async lookup(name: string) {
    return this.db.selectFrom('files').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async read(name: string): Promise<Buffer> {
    return fs.readFile(path.join(this.dir, path.basename(name)));
  }
}

/** The URL a stored file is served at; null stays null. */
export function fileUrl(name: string | null): string | null {
  return name ? `/files/${name}` : null;
}
