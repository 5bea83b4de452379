// Thin handlers of the reference lookups.
import type { CallHandlers } from '../../platform/calls';
import type { Platform } from '../../platform/platform';
import type { ReferenceService } from './service';

export function referenceRoutes(platform: Platform, reference: ReferenceService): CallHandlers {
  return {
    version: async () => ({ result: await reference.version() }),
    'get-cities': async () => ({ result: await reference.cities() }),
    'get-contact-details': async () => ({ result: platform.config.contact }),
    'get-reference-names': async () => ({ result: await reference.names() }),
    'get-static-pages': async (input) => ({ result: await reference.staticPage(input.page, input.lang ?? 'en') }),
    'get-updated-charges': async () => ({ result: await reference.charges() }),
    'get-medical-test-list': async () => ({ result: await reference.medicalTests() }),
  };
}
