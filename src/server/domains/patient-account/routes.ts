// Thin handlers of the patient's profile, analytics and alert preferences calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import { PatientAccountService } from './service';

export function patientAccountRoutes(platform: Platform): CallHandlers {
  const account = new PatientAccountService(platform);
  return {
    'edit-patient-profile': async (input, ctx) => ({ result: await account.editProfile(userOf(ctx), input), message: MESSAGES.profileSaved }),
    'get-agent-analytics': async (input, ctx) => ({ result: await account.analytics(userOf(ctx), input) }),
    'get-alert-preferences': async (input, ctx) => ({ result: await account.getAlertPreferences(userOf(ctx), input) }),
    'update-alert-preferences': async (input, ctx) => ({ result: await account.updateAlertPreferences(userOf(ctx), input), message: MESSAGES.alertPreferencesSaved }),
  };
}
