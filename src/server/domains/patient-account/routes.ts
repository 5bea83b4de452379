// Thin handlers of the patient's profile, analytics, family and alert preferences calls.
import { MESSAGES } from '../../../shared/messages';
import { userOf, type CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { FamilyMembersService } from './family-members';
import { PatientAccountService } from './service';

export function patientAccountRoutes(platform: Platform, family: FamilyMembersService): CallHandlers {
  const account = new PatientAccountService(platform, family);
  return {
    'edit-patient-profile': async (input, ctx) => ({
      result: await account.editPatientProfile(userOf(ctx), input),
      message: MESSAGES.profileSaved,
    }),
    'get-agent-analytics': async (input, ctx) => ({ result: await account.getAgentAnalytics(userOf(ctx), input) }),
    'get-family-members': async (input, ctx) => ({
      result: await family.getFamilyMembers(userOf(ctx), input.patient_id),
    }),
    'save-family-member': async (input, ctx) => ({
      result: await family.saveFamilyMember(userOf(ctx), input),
      message: MESSAGES.familyMemberSaved,
    }),
    'remove-family-member': async (input, ctx) => ({
      result: await family.removeFamilyMember(userOf(ctx), input.patient_id, input.id),
      message: MESSAGES.familyMemberRemoved,
    }),
    'get-alert-preferences': async (input, ctx) => ({ result: await account.getAlertPreferences(userOf(ctx), input) }),
    'update-alert-preferences': async (input, ctx) => ({
      result: await account.updateAlertPreferences(userOf(ctx), input),
      message: MESSAGES.alertPreferencesSaved,
    }),
  };
}
