// GET /files/<name>: an uploaded file, only for users allowed to see the record it belongs to. Each domain
// registers who may read its records; anything else is the same 404 as a missing file.
import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';
import { NotFoundError } from './errors';
import type { Platform } from './platform';
import type { AuthUser } from './sessions';

export type FileReadRule = (user: AuthUser, recordId: number) => Promise<boolean>;

export class FileAccess {
  private readonly rules = new Map<string, FileReadRule>();

  allow(recordType: string, rule: FileReadRule): void {
    this.rules.set(recordType, rule);
  }

  async mayRead(user: AuthUser, recordType: string, recordId: number): Promise<boolean> {
    const rule = this.rules.get(recordType);
    return rule ? rule(user, recordId) : false;
  }
}

const SAFE_NAME = /^[a-f0-9]{32}\.(jpg|pdf)$/;

export function registerFilesRoute(app: FastifyInstance, platform: Platform): void {
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const refuse = () => reply.status(404).send(failure(new NotFoundError()));
    const user = await platform.sessions.userOf(request);
    const name = request.params.name;
    if (!user || !SAFE_NAME.test(name)) return refuse();
    const file = await platform.files.lookup(name);
    const allowed = file ? await platform.fileAccess.mayRead(user, file.record_type, file.record_id) : false;
    await platform.audit.record({
      user,
      action: 'read-file',
      recordType: file?.record_type ?? 'file',
      recordId: file?.record_id ?? null,
      outcome: allowed ? 'ok' : 'refused',
    });
    if (!file || !allowed) return refuse();
    const data = await platform.files.read(name).catch(() => null);
    if (!data) return refuse();
    return reply
      .header('Content-Type', file.content_type)
      .header(
        'Content-Disposition',
        `${file.content_type === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"`,
      )
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=3600')
      .send(data);
  });
}
