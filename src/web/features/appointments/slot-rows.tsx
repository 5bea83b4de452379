// The slots of one doctor on one date: open -> Join and how full it is (the online places left where the
// doctor keeps places for the desk); open with no online place left -> no button, and that the clinic gives
// the remaining tokens at the desk (the row's whole width); any other state -> the timing struck through, a
// disabled Closed button and why (see ui/slot-note).
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { onlyAtTheDesk, SlotNote } from '../../ui/slot-note';
import { doctorScheduleQuery } from './appointments-queries';
import { slotName } from '../../lib/slot-name';

/** A row offers Join, gives the desk's message (running, no online place left), or is closed. */
type RowLook = 'open' | 'desk' | 'closed';
const ROW_CLASS: Record<RowLook, string> = {
  open: 'slot-row',
  desk: 'slot-row slot-desk-only',
  closed: 'slot-row slot-closed',
};
const NOTE_CLASS: Record<RowLook, string> = {
  open: 'slot-note slot-note-open',
  desk: 'slot-note slot-note-desk',
  closed: 'slot-note slot-note-closed',
};

export function SlotRows({
  doctorId,
  date,
  busySlot,
  onJoin,
}: {
  doctorId: number;
  date: string;
  /** The slot being confirmed now (all Join buttons wait meanwhile). */
  busySlot: string | null;
  onJoin: (slot: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const schedule = useQuery(doctorScheduleQuery(doctorId, date));
  if (schedule.isPending) return <Loader />;
  if (schedule.isError) return <ErrorNotice message={errorText(t, schedule.error)} />;
  const entries = Object.entries(schedule.data);
  if (entries.length === 0) return <p className="state-text">{t('appointments.noSlots')}</p>;
  return (
    <ul className="plain-list slot-list" aria-label={t('appointments.slotsOn', { date })}>
      {entries.map(([slot, entry]) => {
        const look: RowLook = entry.status !== 'open' ? 'closed' : onlyAtTheDesk(entry) ? 'desk' : 'open';
        const label = slotName(t, slot);
        return (
          <li key={slot} className={ROW_CLASS[look]} data-slot={slot}>
            <div className="slot-info">
              <p className="slot-name">{label}</p>
              <p className="slot-timing">
                <Clock size={16} aria-hidden="true" />
                {look === 'closed' ? (
                  <s>{format.timeRange(entry.timing)}</s>
                ) : (
                  <span>{format.timeRange(entry.timing)}</span>
                )}
              </p>
              <SlotNote slot={entry} reader="patient" className={NOTE_CLASS[look]} />
            </div>
            {look === 'open' && (
              <button
                type="button"
                className="button button-primary"
                disabled={busySlot !== null}
                aria-label={`${t('appointments.join')}: ${label}`}
                onClick={() => onJoin(slot)}
              >
                {busySlot === slot ? t('common.pleaseWait') : t('appointments.join')}
              </button>
            )}
            {look === 'closed' && (
              <button
                type="button"
                className="button button-danger-outline"
                disabled
                aria-label={`${t('appointments.closed')}: ${label}`}
              >
                {t('appointments.closed')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
