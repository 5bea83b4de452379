// The slots of one doctor on one date: open -> Join and how full it is (the online places left where the
// doctor keeps places for the desk); open with no online place left -> a disabled "At the desk" button and
// that the clinic gives the remaining tokens at the desk; any other state -> the timing struck through, a
// disabled Closed button and why (spec part 2, sections 2 and 4; see ui/slot-note).
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { onlyAtTheDesk, SlotNote } from '../../ui/slot-note';
import { scheduleQuery } from './booking-queries';
import { slotName } from '../../lib/slot-name';

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
  const schedule = useQuery(scheduleQuery(doctorId, date));
  if (schedule.isPending) return <Loader />;
  if (schedule.isError) return <ErrorNotice message={errorText(t, schedule.error)} />;
  const entries = Object.entries(schedule.data);
  if (entries.length === 0) return <p className="state-text">{t('appointments.noSlots')}</p>;
  return (
    <ul className="slot-list" aria-label={t('appointments.slotsOn', { date })}>
      {entries.map(([slot, entry]) => {
        const running = entry.status === 'open';
        const atTheDesk = onlyAtTheDesk(entry);
        const open = running && !atTheDesk;
        const label = slotName(t, slot);
        return (
          <li key={slot} className={open ? 'slot-row' : atTheDesk ? 'slot-row slot-desk-only' : 'slot-row slot-closed'} data-slot={slot}>
            <div className="slot-info">
              <p className="slot-name">{label}</p>
              <p className="slot-timing">
                <Clock size={16} aria-hidden="true" />
                {running ? <span>{format.timeRange(entry.timing)}</span> : <s>{format.timeRange(entry.timing)}</s>}
              </p>
              <SlotNote slot={entry} reader="patient" className={open ? 'slot-note slot-note-open' : atTheDesk ? 'slot-note slot-note-desk' : 'slot-note slot-note-closed'} />
            </div>
            {open ? (
              <button
                type="button"
                className="button button-primary"
                disabled={busySlot !== null}
                aria-label={`${t('appointments.join')}: ${label}`}
                onClick={() => onJoin(slot)}
              >
                {busySlot === slot ? t('common.pleaseWait') : t('appointments.join')}
              </button>
            ) : atTheDesk ? (
              <button type="button" className="button button-secondary" disabled aria-label={`${t('appointments.atTheDesk')}: ${label}`}>
                {t('appointments.atTheDesk')}
              </button>
            ) : (
              <button type="button" className="button button-danger-outline" disabled aria-label={`${t('appointments.closed')}: ${label}`}>
                {t('appointments.closed')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
