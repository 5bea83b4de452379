// Thin handlers of the patient's data-rights calls and the desk's side of them.
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { MyDataService } from './my-data';
import { RecordAccessLogService } from './record-access-log';

export function privacyRoutes(platform: Platform): CallHandlers {
  const myData = new MyDataService(platform);
  const accessLog = new RecordAccessLogService(platform);
  return {
    // consents
    // my data and the record access log
    'export-my-data': async (input, ctx) => ({ result: await myData.exportMyData(userOf(ctx), input, ctx.request) }),
    'get-record-access-log': async (input, ctx) => ({ result: await accessLog.getRecordAccessLog(userOf(ctx), input) }),
    // corrections
    // erasure
    // grievances and breach notices
  };
}
