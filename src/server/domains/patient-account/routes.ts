// Thin handlers of the patient's profile and analytics calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { PatientAccountService } from './service';

export function patientAccountRoutes(platform: Platform): CallHandlers {
  const account = new PatientAccountService(platform);
  return {
    'edit-patient-profile': async (input, ctx) => ({ result: await account.editProfile(userOf(ctx), input), message: MESSAGES.profileSaved }),
    'get-agent-analytics': async (input, ctx) => ({ result: await account.analytics(userOf(ctx), input) }),
  };
}
