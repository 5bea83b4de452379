// Reference lookups: the app version, cities, names in Hindi, static pages, charges and the lab test catalogue.
import { MESSAGES } from '../../../shared/messages';
import { NotFoundError } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/html';
import type { Platform } from '../../platform/platform';
import { readSettings, SETTING } from '../../platform/settings';
import { ReferenceRepository } from './repository';

export class ReferenceService {
  private readonly repo: ReferenceRepository;

  constructor(private readonly platform: Platform) {
    this.repo = new ReferenceRepository(platform.db);
  }

  async version() {
    const s = await readSettings(this.platform.db, [SETTING.appVersion, SETTING.appProcess, SETTING.testVersion]);
    return {
      app_process: s[SETTING.appProcess] ?? 'live',
      version: s[SETTING.appVersion] ?? '1',
      test_version: s[SETTING.testVersion] ?? s[SETTING.appVersion] ?? '1',
      time_zone: this.platform.config.timeZone,
    };
  }

  /** The call centre's contact details, as configured (CONTACT_*). */
  getContactDetails() {
    return this.platform.config.contact;
  }

  async getCities(): Promise<string[]> {
    const rows = await this.repo.cities();
    return rows.map((r) => r.name);
  }

  /** Every reference row people read, with its Hindi name beside the English one. */
  async getReferenceNames() {
    const [cities, departments, categories, medicalTests, degrees, specialisations, institutions] = await Promise.all([
      this.repo.cities(),
      this.repo.departments(),
      this.repo.categories(),
      this.repo.medicalTests(),
      this.repo.degrees(),
      this.repo.specialisations(),
      this.repo.institutions(),
    ]);
    return { cities, departments, categories, medical_tests: medicalTests, degrees, specialisations, institutions };
  }

  async getStaticPages(page: string, lang: 'en' | 'hi'): Promise<{ content: string }> {
    const row = await this.repo.staticPage(page);
    if (!row) throw new NotFoundError(MESSAGES.fileNotFound);
    // Sanitised when saved and again here, so a row changed by hand cannot carry a script to a reader.
    return { content: sanitizeHtml(lang === 'hi' ? row.content_hi : row.content_en) };
  }

  async getUpdatedCharges() {
    const s = await readSettings(this.platform.db, [
      SETTING.normalDelivery,
      SETTING.urgentDelivery,
      SETTING.otherBookingPrice,
    ]);
    return {
      normal_delivery: Number(s[SETTING.normalDelivery] ?? 0),
      urgent_delivery: Number(s[SETTING.urgentDelivery] ?? 0),
      other_booking_price: Number(s[SETTING.otherBookingPrice] ?? 0),
    };
  }

  async getMedicalTestList(): Promise<Record<string, string>> {
    const rows = await this.repo.medicalTests();
    return Object.fromEntries(rows.map((r) => [r.code, r.name]));
  }
}
