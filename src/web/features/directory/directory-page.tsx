// The call centre's directory (/operator?desk=directory): the doctors, unregistered doctors, hospitals,
// government hospitals with their department doctors, and labs patients find, by kind, city and a search
// of name or number, as cards to edit, send a password link from and read the history of; an Add button
// opens the kind's empty form. Patients are found only by their full number, for a password link. The
// kind, city and search stay in the address beside desk=directory, so a reload keeps them.
import { Info, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DIRECTORY_LOOKUP_KINDS, type DirectoryLookupKind } from '../../../shared/constants';
import { getDirectory, type DirectoryEntry } from '../../../shared/contract/directory';
import { useTranslation } from '../../lib/i18n';
import { isOneOf } from '../../lib/wire-text';
import { EmptyState } from '../../ui/error-notice';
import { fieldError } from '../../ui/form-errors';
import { DirectoryFilters } from './directory-filters';
import { DirectoryFormDialog, type FormTarget } from './directory-form';
import { DirectoryList } from './directory-list';
import type { DirectoryLookup } from './directory-queries';
import { useDirectoryReference } from './directory-reference';
import './directory.css';

const PARAMS = { kind: 'kind', city: 'city', search: 'search' } as const;
const FIRST_KIND: DirectoryLookupKind = 'doctor';
/** Typing settles this long before the search is asked for (and written in the address). */
const SEARCH_SETTLE_MS = 300;

/** The lookup the address names; a kind it does not know reads as the first. */
function lookupOf(params: URLSearchParams): DirectoryLookup {
  const asked = params.get(PARAMS.kind);
  const kind = isOneOf(DIRECTORY_LOOKUP_KINDS, asked) ? asked : FIRST_KIND;
  return {
    kind,
    city: kind === 'patient' ? '' : (params.get(PARAMS.city) ?? '').trim(),
    search: (params.get(PARAMS.search) ?? '').trim(),
  };
}

export function DirectoryDesk() {
  const { t } = useTranslation();
  const reference = useDirectoryReference();
  const [params, setParams] = useSearchParams();
  const lookup = lookupOf(params);
  const [typed, setTyped] = useState(lookup.search);
  const [target, setTarget] = useState<FormTarget | null>(null);

  // The address keeps the lookup (replaced, so Back still leaves the desk); a blank value is left out.
  const change = (changes: Partial<Record<keyof typeof PARAMS, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );

  const settled = typed.trim();
  useEffect(() => {
    if (settled === lookup.search) return;
    const timer = window.setTimeout(() => change({ search: settled }), SEARCH_SETTLE_MS);
    return () => window.clearTimeout(timer);
    // `change` is made anew each render; the search alone decides.
  }, [settled, lookup.search]);

  // Checked as the call checks it: a patient is looked up by a whole number only.
  const checked = getDirectory.request.safeParse(lookup);
  const searchProblem = checked.success
    ? undefined
    : checked.error.issues.find((issue) => issue.path[0] === 'search')?.message;
  const patient = lookup.kind === 'patient';
  const addKind = lookup.kind === 'patient' ? null : lookup.kind;
  const onEdit = (entry: DirectoryEntry) => setTarget({ mode: 'edit', entry });

  return (
    <section className="desk-section" aria-labelledby="dr-title">
      <div className="desk-head">
        <h2 id="dr-title" className="section-title">
          {t('operator.directory.title')}
        </h2>
        {addKind && (
          <button
            type="button"
            className="button button-primary dr-add"
            aria-haspopup="dialog"
            onClick={() => setTarget({ mode: 'add', kind: addKind })}
          >
            <Plus size={20} aria-hidden="true" />
            {t(`operator.directory.add.${addKind}`)}
          </button>
        )}
      </div>
      <DirectoryFilters
        kind={lookup.kind}
        city={lookup.city}
        search={typed}
        searchError={lookup.search && settled === lookup.search ? fieldError(t, searchProblem) : undefined}
        reference={reference}
        onKind={(kind) => change({ kind: kind === FIRST_KIND ? '' : kind })}
        onCity={(city) => change({ city })}
        onSearch={setTyped}
      />
      {patient && (
        <p className="pc-note" role="note">
          <Info size={20} aria-hidden="true" />
          <span>{t('operator.directory.patientNote')}</span>
        </p>
      )}
      {checked.success ? (
        <DirectoryList lookup={lookup} onEdit={onEdit} />
      ) : (
        // The note above says how; a number typed but not whole is told under the search.
        <EmptyState title={t('operator.directory.findPatient')} />
      )}
      <DirectoryFormDialog target={target} onClose={() => setTarget(null)} />
    </section>
  );
}
