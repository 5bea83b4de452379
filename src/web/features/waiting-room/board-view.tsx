// One doctor's board, in Hindi and English: the head (the doctor, the slot and its hours) beside the
// clock, and the queue: the running-late notice, NOW SERVING in very large type (between two patients,
// whose visit ended last), the next five tokens to be called (checked in, in call order) with their
// priority marks, every token checked in, and the check-in code for the staff's own screen.
// Token numbers and priority categories only, never a patient (the server's board names none).
import type { ReactNode } from 'react';
import { noticeIn, readyMadeNotice } from '../../../shared/queue-notices';
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { formatTimeRange } from '../../lib/format';
import { slotName } from '../../lib/slot-name';
import { PriorityMark } from '../../ui/priority-mark';
import type { BothLanguages } from './both-languages';
import { InBothLanguages } from './in-both-languages';

interface BoardProps {
  board: QueueBoard;
  both: BothLanguages;
}

/** A token's priority mark, in Hindi and English on one line; none for a token in turn. */
function BoardPriority({ board, token, both }: BoardProps & { token: number }) {
  const priority = board.priorities.find((entry) => entry.booking_number === token)?.priority;
  if (!priority || priority === 'None') return null;
  const key = `floor.priority.${priority}` as const;
  return <PriorityMark className="board-priority" label={`${both.hi(key)} · ${both.en(key)}`} />;
}

export function BoardHead({ board, both }: BoardProps) {
  const { slot, slot_timing: timing } = board;
  return (
    <div className="board-doctor-head">
      {/* The name as the doctor typed it, once: it reads the same in both languages. */}
      <h1 className="board-doctor-name">{both.en('common.doctorName', { name: board.doctor_name })}</h1>
      {slot && (
        <InBothLanguages
          both={both}
          className="board-slot"
          text={(t, lang) => (timing ? `${slotName(t, slot)} · ${formatTimeRange(timing, lang)}` : slotName(t, slot))}
        />
      )}
    </div>
  );
}

export function BoardQueue({ board, both, checkIn }: BoardProps & { checkIn?: ReactNode }) {
  const { slot, last_done: lastDone } = board;
  return (
    <div className="board-queue" data-doctor-id={board.doctor_id}>
      {(board.delay_minutes > 0 || board.notice) && (
        <div className="board-delay" data-testid="board-delay">
          {board.delay_minutes > 0 && (
            <InBothLanguages both={both} text={(t) => t('waitingRoom.runningLate', { minutes: board.delay_minutes })} />
          )}
          {/* A ready-made notice in both languages; the doctor's own words as typed. */}
          {board.notice && (
            <p className="board-notice">
              {readyMadeNotice(board.notice) ? (
                <InBothLanguages both={both} text={(_t, lang) => noticeIn(board.notice, lang)} />
              ) : (
                board.notice
              )}
            </p>
          )}
        </div>
      )}

      {slot === null ? (
        <p className="board-no-opd">
          <InBothLanguages both={both} text={(t) => t('waitingRoom.board.noOpdToday')} />
        </p>
      ) : (
        <div className="board-main">
          <section className="board-now" aria-labelledby="board-now-title">
            <h2 id="board-now-title" className="board-label">
              <InBothLanguages both={both} text={(t) => t('waitingRoom.nowServing')} />
            </h2>
            {board.now_serving !== null ? (
              <p className="board-now-number" data-testid="now-serving">
                {board.now_serving}
              </p>
            ) : typeof lastDone === 'number' ? (
              // Between two patients: nobody is being served, and the one sent out is not.
              <InBothLanguages
                both={both}
                className="board-now-waiting"
                text={(t) => t('visit.over', { number: lastDone })}
              />
            ) : (
              <InBothLanguages both={both} className="board-now-waiting" text={(t) => t('waitingRoom.notStarted')} />
            )}
          </section>
          <section className="board-next" aria-labelledby="board-next-title">
            <h2 id="board-next-title" className="board-label">
              <InBothLanguages both={both} text={(t) => t('waitingRoom.board.next')} />
            </h2>
            {board.next.length > 0 ? (
              <ol className="board-next-list" data-testid="next-tokens">
                {board.next.map((token) => (
                  <li key={token}>
                    <span className="board-next-number">{token}</span>
                    <BoardPriority board={board} token={token} both={both} />
                  </li>
                ))}
              </ol>
            ) : (
              <InBothLanguages both={both} className="board-quiet" text={(t) => t('waitingRoom.board.noneWaiting')} />
            )}
            {board.arrived.length > 0 && (
              <p className="board-arrived">
                <InBothLanguages
                  both={both}
                  className="board-arrived-label"
                  text={(t) => t('waitingRoom.board.checkedIn')}
                />
                <span className="board-arrived-tokens" data-testid="arrived-tokens">
                  {board.arrived.join('  ')}
                </span>
              </p>
            )}
            {checkIn}
          </section>
        </div>
      )}
    </div>
  );
}
