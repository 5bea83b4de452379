// The directory's form, checked as the save call checks it (saveDirectoryRequest: each kind's required
// fields, the contract's messages). The form holds every field as typed, selects '' for none; which of them
// a kind shows, and in what order, is decided here from DIRECTORY_FORM.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { DirectoryKind } from '../../../shared/constants';
import {
  DIRECTORY_FORM,
  fieldsOfKind,
  saveDirectoryRequest,
  type DirectoryField,
  type DirectoryRecord,
  type SaveDirectoryInput,
} from '../../../shared/contract/directory';

/** The form's values: every field as typed, with the record's id ('' for a new one) and kind unseen. */
export type DirectoryFormValues = { id: string; kind: DirectoryKind } & Record<DirectoryField, string>;

export const directoryResolver = zodResolver(saveDirectoryRequest) as unknown as Resolver<
  DirectoryFormValues,
  unknown,
  SaveDirectoryInput
>;

/** The order the fields read in: who, where, then the practice and what it belongs to. */
const FIELD_ORDER: readonly DirectoryField[] = [
  'name',
  'phone_number',
  'email',
  'city',
  'address',
  'state',
  'pincode',
  'hospital_id',
  'clinic_name',
  'specialization_text',
  'category_id',
  'department_id',
  'fees',
  'registration_fees',
  'lab_id',
];

/** The fields a kind's form shows, in reading order. */
export function shownFields(kind: DirectoryKind): DirectoryField[] {
  const own = new Set(fieldsOfKind(kind));
  return FIELD_ORDER.filter((field) => own.has(field));
}

export const isRequired = (kind: DirectoryKind, field: DirectoryField) => DIRECTORY_FORM[kind].required.includes(field);

const EMPTY: Record<DirectoryField, string> = Object.fromEntries(FIELD_ORDER.map((field) => [field, ''])) as Record<
  DirectoryField,
  string
>;

/** A new record's empty form. */
export const blankValues = (kind: DirectoryKind): DirectoryFormValues => ({ ...EMPTY, id: '', kind });

const text = (value: number | null) => (value === null ? '' : String(value));

/** A record's form as it stands. */
export function valuesOf(record: DirectoryRecord): DirectoryFormValues {
  return {
    id: String(record.id),
    kind: record.kind,
    name: record.name,
    phone_number: record.phone_number,
    email: record.email,
    address: record.address,
    city: record.city,
    state: record.state,
    pincode: record.pincode,
    clinic_name: record.clinic_name,
    specialization_text: record.specialization_text,
    category_id: text(record.category_id),
    department_id: text(record.department_id),
    fees: text(record.fees),
    registration_fees: text(record.registration_fees),
    hospital_id: text(record.hospital_id),
    lab_id: text(record.lab_id),
  };
}
