// The directory's lookup controls: which kind (Doctors ... Patients), the city (not for patients: they are
// found by number anywhere) and the search, "Name or phone number" or, for patients, their full number.
// The search says under itself why a patient's number is not looked up yet.
import { DIRECTORY_LOOKUP_KINDS, type DirectoryLookupKind } from '../../../shared/constants';
import { useTranslation } from '../../lib/i18n';
import { isOneOf } from '../../lib/wire-text';
import { TextField } from '../../ui/form-field';
import { SelectField } from '../../ui/select-field';
import type { DirectoryReference } from './directory-reference';

interface DirectoryFiltersProps {
  kind: DirectoryLookupKind;
  city: string;
  search: string;
  /** Why the search is not looked up (a patient's number not yet whole), in the reader's words. */
  searchError: string | undefined;
  reference: DirectoryReference;
  onKind: (kind: DirectoryLookupKind) => void;
  onCity: (city: string) => void;
  onSearch: (search: string) => void;
}

export function DirectoryFilters({
  kind,
  city,
  search,
  searchError,
  reference,
  onKind,
  onCity,
  onSearch,
}: DirectoryFiltersProps) {
  const { t } = useTranslation();
  const patient = kind === 'patient';
  // A city the list does not hold (an old link) stays chosen under its own name.
  const unknownCity = city !== '' && !reference.pending && !reference.cities.some((choice) => choice.value === city);
  return (
    <div className={patient ? 'dr-filters dr-filters-patient' : 'dr-filters'} role="search">
      <SelectField
        label={t('operator.directory.kindLabel')}
        value={kind}
        onChange={(event) => {
          const next = event.target.value;
          if (isOneOf(DIRECTORY_LOOKUP_KINDS, next)) onKind(next);
        }}
      >
        {DIRECTORY_LOOKUP_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`operator.directory.kinds.${value}`)}
          </option>
        ))}
      </SelectField>
      {!patient && (
        <SelectField label={t('operator.directory.city')} value={city} onChange={(event) => onCity(event.target.value)}>
          <option value="">{t('operator.directory.allCities')}</option>
          {unknownCity && <option value={city}>{city}</option>}
          {reference.cities.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        className="dr-search"
        type="search"
        label={patient ? t('operator.directory.searchPatient') : t('operator.directory.search')}
        inputMode={patient ? 'numeric' : undefined}
        maxLength={patient ? 10 : 100}
        autoComplete="off"
        enterKeyHint="search"
        value={search}
        error={searchError}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
