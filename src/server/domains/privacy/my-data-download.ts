// GET /api/my-data/<token>: a copy of the patient's data, as a ZIP download, for the session that asked for
// the link (my-data.ts). A refusal is the API's envelope with its status (404, 410).
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform';
import { MY_DATA_PATH, MyDataService } from './my-data';

export function registerMyDataDownloadRoute(app: FastifyInstance, platform: Platform): void {
  const myData = new MyDataService(platform);
  app.get<{ Params: { token: string } }>(`${MY_DATA_PATH}:token`, async (request, reply) => {
    const copy = await myData.useLink(request, request.params.token);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${copy.fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(copy.zip);
  });
}
