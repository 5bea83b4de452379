// Thin handlers of the call centre's directory calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { DoctorsService } from '../doctors/service';
import { DirectoryService } from './service';

export function directoryRoutes(platform: Platform, doctors: DoctorsService): CallHandlers {
  const directory = new DirectoryService(platform, doctors);
  return {
    'get-directory': async (input) => ({ result: await directory.getDirectory(input) }),
    'get-directory-record': async (input, ctx) => ({
      result: await directory.getDirectoryRecord(userOf(ctx), input.id),
    }),
    'save-directory-record': async (input, ctx) => {
      const { waiting, ...result } = await directory.saveDirectoryRecord(userOf(ctx), input);
      return { result, message: waiting ? MESSAGES.contactChangeWaiting : MESSAGES.directorySaved };
    },
    'send-password-link': async (input, ctx) => ({ result: await directory.sendPasswordLink(userOf(ctx), input.id) }),
    'approve-contact-change': async (input, ctx) => ({
      result: await directory.approveContactChange(userOf(ctx), input.id),
      message: MESSAGES.contactChangeApproved,
    }),
  };
}
