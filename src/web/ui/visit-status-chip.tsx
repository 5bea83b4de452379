// A booking of the queue's state as a chip, the same word on the patient's, the doctor's and the hospital's
// screens (lib/visit-state.ts): accepted or seen green, in with the doctor amber, waiting for an answer,
// skipped, missed or cancelled red.
import type { BookingStatus, TokenState } from '../../shared/constants';
import { useTranslation } from '../lib/i18n';
import { visitState, type VisitState } from '../lib/visit-state';
import { StatusChip, type ChipTone } from './status-chip';

const TONES: Readonly<Record<VisitState, ChipTone>> = {
  Pending: 'danger',
  Approved: 'success',
  Cancelled: 'danger',
  Live: 'progress',
  Done: 'success',
  Skipped: 'danger',
  Missed: 'danger',
};

export function VisitStatusChip({ booking }: { booking: { status: BookingStatus; token: TokenState } }) {
  const { t } = useTranslation();
  const state = visitState(booking);
  return (
    <StatusChip tone={TONES[state]} testId="visit-state">
      {t(`visit.state.${state}`)}
    </StatusChip>
  );
}
