// A copy of the patient's data (export-my-data): asking makes a link, good once, for MY_DATA_LINK_HOURS, and
// only from the session that asked (not another of the patient's, not a browser it was sent to); the ZIP is
// made when the link is used, from the data as it is then: my-data.json, my-data.html in the language the
// patient asked in, and the patient's own files. The link's token is stored only as its SHA-256. Asking,
// using and every refused use are audited; a use is what the record access log shows ("a copy of your data").
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../shared/constants';
import type { ParsedRequestOf } from '../../../shared/contract/catalogue';
import { MY_DATA_LINK_HOURS } from '../../../shared/contract/privacy';
import { todayInClinic } from '../../../shared/dates';
import { MESSAGES } from '../../../shared/messages';
import { ForbiddenError, GoneError, NotFoundError, UnauthorizedError } from '../../platform/errors';
import type { Platform } from '../../platform/platform';
import type { AuthUser } from '../../platform/sessions';
import { hashSecret, newSecret } from '../../platform/tokens';
import { myDataPage } from './my-data-page';
import { mayExportData, mayUseDataLink } from './policy';
import { MyDataRepository } from './my-data-repository';
import { MY_DATA_SECTIONS, type DataSection, type Row } from './my-data-sections';
import { zipStream, type ZipEntry } from './zip-stream';

const HOUR_MS = 3600_000;

/** Where a link is used (my-data-download.ts); the token follows. */
export const MY_DATA_PATH = '/api/my-data/';

/** A copy ready to send: its file name and its bytes as they are made. */
export interface MyDataCopy {
  fileName: string;
  zip: NodeJS.ReadableStream;
}

/** The stored names of the files a section's rows name (prescriptions, reports). */
const filesOf = (section: DataSection, rows: readonly Row[]) =>
  section.fields
    .filter((field) => field.kind === 'file')
    .flatMap((field) =>
      rows.flatMap((row) => (typeof row[field.key] === 'string' && row[field.key] ? [String(row[field.key])] : [])),
    );

export class MyDataService {
  private readonly repo: MyDataRepository;

  private readonly sections: readonly DataSection[] = MY_DATA_SECTIONS;

  constructor(private readonly platform: Platform) {
    this.repo = new MyDataRepository(platform.db);
  }

  /**
   * A new link for the asking session; the patient's spent links go. Another account's id is 403, audited as
   * refused (policy.ts `mayExportData`, decision 0091).
   */
  async exportMyData(
    user: AuthUser,
    input: ParsedRequestOf<'export-my-data'>,
    request: FastifyRequest,
  ): Promise<{ url: string; expires_at: string }> {
    if (!mayExportData(user, input.patient_id)) {
      await this.platform.audit.record({
        user,
        action: 'export-my-data',
        recordType: 'patient',
        recordId: input.patient_id,
        outcome: 'refused',
      });
      throw new ForbiddenError();
    }
    const patientId = user.id;
    const sessionKey = this.platform.sessions.keyOf(request);
    if (!sessionKey) throw new UnauthorizedError();
    const lang: Language = input.lang ?? ((await this.repo.appLanguageOf(patientId)) === 'hi' ? 'hi' : 'en');
    const now = this.platform.now();
    const expiresAt = new Date(now.getTime() + MY_DATA_LINK_HOURS * HOUR_MS).toISOString();
    const token = newSecret();
    await this.repo.removeSpent(patientId, now.toISOString());
    const id = await this.repo.insert({
      token_hash: hashSecret(token),
      patient_id: patientId,
      session_key: sessionKey,
      lang,
      created_at: now.toISOString(),
      expires_at: expiresAt,
    });
    await this.platform.audit.record({
      user,
      action: 'export-my-data',
      recordType: 'data-export',
      recordId: id,
      outcome: 'ok',
    });
    return { url: `${MY_DATA_PATH}${token}`, expires_at: expiresAt };
  }

  /**
   * Uses a link: only the session that asked for it may, once, in time. Another session (the patient's own
   * other one too), no session or an unknown token is the same 404, and uses nothing up; a link used or
   * past its time is 410.
   */
  async useLink(request: FastifyRequest, token: string): Promise<MyDataCopy> {
    const user = await this.platform.sessions.userOf(request);
    const link = await this.repo.find(hashSecret(token));
    if (!link) throw new NotFoundError();
    const refuse = async (error: Error) => {
      await this.platform.audit.record({
        user,
        action: 'download-my-data',
        recordType: 'data-export',
        recordId: link.id,
        outcome: 'refused',
      });
      return error;
    };
    const sessionKey = this.platform.sessions.keyOf(request);
    if (!mayUseDataLink(user, sessionKey, link)) throw await refuse(new NotFoundError());
    const now = this.platform.now();
    if (!(await this.repo.use(link.id, now.toISOString()))) throw await refuse(new GoneError(MESSAGES.myDataLinkGone));
    await this.platform.audit.record({
      user,
      action: 'download-my-data',
      recordType: 'patient',
      recordId: link.patient_id,
      outcome: 'ok',
    });
    const lang: Language = link.lang === 'hi' ? 'hi' : 'en';
    return {
      fileName: `parchee-my-data-${todayInClinic(this.platform.config.timeZone, now)}.zip`,
      zip: zipStream(this.entries(link.patient_id, lang, now), now),
    };
  }

  /**
   * The copy's entries: the files first (one read at a time), then the JSON and the page, which say which files came.
   */
  private async *entries(patientId: number, lang: Language, madeAt: Date): AsyncGenerator<ZipEntry> {
    const rows = new Map<string, Row[]>();
    for (const section of this.sections) rows.set(section.key, await section.read(this.platform, patientId));
    const included = new Set<string>();
    for (const name of new Set(this.sections.flatMap((section) => filesOf(section, rows.get(section.key) ?? [])))) {
      const data = await this.platform.files.read(name).catch((error: unknown) => {
        this.platform.log.warn({ err: error, file: name }, 'a file of a data export could not be read');
        return null;
      });
      if (!data) continue;
      included.add(name);
      yield { path: `files/${name}`, data, compress: false };
    }
    const json = {
      made_at: madeAt.toISOString(),
      language: lang,
      ...Object.fromEntries(
        this.sections.map((section) => [
          section.key,
          section.single ? (rows.get(section.key)?.[0] ?? null) : (rows.get(section.key) ?? []),
        ]),
      ),
      files: [...included].map((name) => `files/${name}`),
    };
    yield { path: 'my-data.json', data: Buffer.from(JSON.stringify(json, null, 2)), compress: true };
    const page = myDataPage(this.sections, { rows, files: included, madeAt }, lang, this.platform.config.timeZone);
    yield { path: 'my-data.html', data: Buffer.from(page), compress: true };
  }
}
