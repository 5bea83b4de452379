// A patient's place in the queue, large and plain (the waiting room): who is in now (or whose visit ended
// last), how many are before them, about how long and by when to come, whether they have checked in (or to
// scan the clinic's code on arriving), their priority, and the doctor's running-late notice; once called,
// that it is their turn, that they were skipped, that their visit is done, or that they did not come in
// their slot's time. Used by /patient-live, the patient dashboard and the token-status page; the answer
// comes from get-live-patient-booking-status (or get-token-status), refreshed by live events.
import { AlarmClock, MapPinCheck, Megaphone, ScanLine } from 'lucide-react';
import type { TokenState } from '../../shared/constants';
import type { QueueProgress as Progress } from '../../shared/contract/waiting-room';
import { noticeIn } from '../../shared/queue-notices';
import { useFormat } from '../lib/format';
import { useTranslation } from '../lib/i18n';
import { showText } from '../lib/booking-text';
import { progressView, TURN_TEXTS, type FloorState } from '../lib/progress-text';
import { formatWait } from '../lib/wait-text';
import { PriorityMark } from './priority-mark';

export function QueueProgress({
  progress,
  token,
  floor,
}: {
  progress: Progress;
  token: TokenState;
  floor: FloorState | null;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const view = progressView(progress, token, floor);
  const arrival = view.arrival;
  return (
    <section
      className={`queue-progress${view.turn ? ` queue-progress-${view.turn}` : ''}`}
      aria-label={t('queueProgress.title')}
      aria-live="polite"
    >
      {view.turn ? (
        <p className="queue-progress-turn">{t(TURN_TEXTS[view.turn])}</p>
      ) : (
        <>
          {view.serving && (
            <p className="queue-progress-serving">
              {view.serving.kind === 'in' ? (
                <>
                  <span className="queue-progress-label">{t('queueProgress.nowServing')}</span>{' '}
                  <strong className="queue-progress-number">
                    {t('queueProgress.tokenShort', { number: view.serving.number })}
                  </strong>
                </>
              ) : view.serving.kind === 'over' ? (
                <span>{t('visit.over', { number: view.serving.number })}</span>
              ) : (
                <span>{t('queueProgress.notStarted')}</span>
              )}
            </p>
          )}
          {view.place && <p className="queue-progress-place">{showText(t, view.place)}</p>}
          {view.wait && (
            <p className="queue-progress-wait">
              <AlarmClock size={20} aria-hidden="true" />
              <span>
                {t('queueProgress.eta', { duration: formatWait(view.wait.minutes, i18n.language) })} ·{' '}
                <strong>{t('queueProgress.comeBy', { time: format.time(view.wait.comeBy) })}</strong>
              </span>
            </p>
          )}
          {arrival && (
            <p className={`queue-progress-arrival queue-progress-${arrival.kind}`} data-testid="arrival">
              {arrival.kind === 'checkedIn' ? (
                <MapPinCheck size={20} aria-hidden="true" />
              ) : (
                <ScanLine size={20} aria-hidden="true" />
              )}
              <span>
                {arrival.kind === 'checkedIn'
                  ? arrival.at
                    ? t('floor.checkedInAt', { time: format.time(new Date(arrival.at)) })
                    : t('floor.checkedIn')
                  : t(arrival.passed ? 'floor.passedScan' : 'floor.scanOnArrival')}
              </span>
            </p>
          )}
          {view.priority && (
            <PriorityMark label={t('floor.priorityOf', { category: t(`floor.priority.${view.priority}`) })} />
          )}
        </>
      )}
      {(view.delayMinutes > 0 || view.notice) && (
        <p className="queue-progress-late">
          <Megaphone size={20} aria-hidden="true" />
          <span>
            {view.delayMinutes > 0 && (
              <strong>{t('queueProgress.late', { duration: format.duration(view.delayMinutes, 'minute') })}</strong>
            )}
            {view.delayMinutes > 0 && view.notice && <br />}
            {view.notice && t('queueProgress.notice', { notice: noticeIn(view.notice, i18n.language) })}
          </span>
        </p>
      )}
    </section>
  );
}
