// Queries on the reference tables: cities, departments, categories, degrees, specialisations, the medical
// test catalogue, static pages; and the Hindi names of hospitals, government hospitals and labs.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class ReferenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  cities() {
    return this.db.selectFrom('cities').select(['name', 'name_hi']).orderBy('position').execute();
  }

  departments() {
    return this.db.selectFrom('departments').select(['id', 'name', 'name_hi']).orderBy('id').execute();
  }

  categories() {
    return this.db.selectFrom('categories').select(['id', 'name', 'name_hi']).orderBy('id').execute();
  }

  degrees() {
    return this.db.selectFrom('degrees').select(['id', 'name', 'name_hi']).orderBy('id').execute();
  }

  specialisations() {
    return this.db.selectFrom('specialisations').select(['name', 'name_hi']).orderBy('position').execute();
  }

  /** Hospitals, government hospitals and labs whose name has a Hindi one. */
  institutions() {
    return this.db
      .selectFrom('users')
      .select(['full_name as name', 'name_hi'])
      .where('role', 'in', ['Hospital', 'Lab'])
      .where('name_hi', '!=', '')
      .orderBy('id')
      .execute();
  }

  medicalTests() {
    return this.db.selectFrom('medical_tests').select(['code', 'name', 'name_hi']).orderBy('name').execute();
  }

  staticPage(page: string) {
    return this.db.selectFrom('static_pages').selectAll().where('page', '=', page).executeTakeFirst();
  }
}
