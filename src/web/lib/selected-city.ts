import { DEFAULT_CITY } from '../../shared/constants';
import { readStorage, STORAGE_KEYS } from './storage';

/** The city chosen on the patient home (localStorage 'location', Deoria by default); the forms send it unseen. */
export function selectedCity(): string {
  return readStorage(STORAGE_KEYS.location) || DEFAULT_CITY;
}
