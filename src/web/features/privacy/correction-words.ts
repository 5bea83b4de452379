// How the corrections' screens name a field, a status and a record, in the reader's language.
import type { CorrectionField, CorrectionRecordType, CorrectionStatus } from '../../../shared/contract/privacy';
import type { TFunction } from '../../lib/i18n';
import type { ChipTone } from '../../ui/status-chip';

export const fieldText = (t: TFunction, field: CorrectionField) => t(`corrections.fields.${field}`);

/** Waiting for the desk reads amber, approved green, declined red. */
export const STATUS_TONE: Record<CorrectionStatus, ChipTone> = {
  Waiting: 'progress',
  Approved: 'success',
  Declined: 'danger',
};

/** The record as its patient knows it: whom it is with (the doctor's or the lab's name, as read) and its day. */
export function recordText(
  t: TFunction,
  record: { record_type: CorrectionRecordType; with: string; date: string },
): string {
  return record.record_type === 'booking'
    ? t('corrections.bookingWith', { with: record.with, date: record.date })
    : t('corrections.labBookingAt', { with: record.with, date: record.date });
}

/** The value before the correction: the record's now while the request waits, the one it had once decided. */
export const oldValueLabel = (t: TFunction, status: CorrectionStatus) =>
  status === 'Waiting' ? t('corrections.now') : t('corrections.before');
