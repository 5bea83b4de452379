// Thin handlers of the reference lookups.
import type { CallHandlers } from '../../platform/calls';
import type { ReferenceService } from './service';

export function referenceRoutes(reference: ReferenceService): CallHandlers {
  return {
    version: async () => ({ result: await reference.version() }),
    'get-cities': async () => ({ result: await reference.getCities() }),
    'get-contact-details': async () => ({ result: reference.getContactDetails() }),
    'get-reference-names': async () => ({ result: await reference.getReferenceNames() }),
    'get-static-pages': async (input) => ({ result: await reference.getStaticPages(input.page, input.lang ?? 'en') }),
    'get-updated-charges': async () => ({ result: await reference.getUpdatedCharges() }),
    'get-medical-test-list': async () => ({ result: await reference.getMedicalTestList() }),
  };
}
