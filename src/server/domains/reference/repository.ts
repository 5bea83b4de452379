// Queries on the reference tables: cities, departments, categories, the medical test catalogue, static pages.
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

  medicalTests() {
    return this.db.selectFrom('medical_tests').select(['code', 'name', 'name_hi']).orderBy('name').execute();
  }

  staticPage(page: string) {
    return this.db.selectFrom('static_pages').selectAll().where('page', '=', page).executeTakeFirst();
  }
}
