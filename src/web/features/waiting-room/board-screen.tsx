// The waiting-room TV's screen: the board of the doctor on show (a hospital's doctors take turns), kept live
// by the board stream, a clock, the check-in code (on the staff's own screen), the one-time "Start
// announcements" tap (and a language it cannot speak) and, while the stream is down, "Reconnecting". The boards start
// from the call's answer
// and follow the stream from there.
import { Megaphone, Volume2, VolumeX, WifiOff } from 'lucide-react';
import { useMemo } from 'react';
import type { QueueBoard } from '../../../shared/contract/waiting-room';
import { useBoardCycle } from './board-cycle';
import { BoardClock } from './board-clock';
import { useBoardStream } from './board-stream';
import { BoardCheckIn } from './board-check-in';
import { BoardHead, BoardQueue } from './board-view';
import type { BothLanguages } from './both-languages';
import { InBothLanguages } from './in-both-languages';
import { useAnnouncements } from './use-announcements';
import './waiting-room.css';

interface BoardScreenProps {
  both: BothLanguages;
  /** The boards as first answered, in the order they take turns. */
  firstBoards: readonly QueueBoard[];
  /** The hospital's name on a hospital's board. */
  heading?: string;
}

export function BoardScreen({ both, firstBoards, heading }: BoardScreenProps) {
  const order = useMemo(() => firstBoards.map((board) => board.doctor_id), [firstBoards]);
  const stream = useBoardStream(order);
  const boards = useMemo(
    () => firstBoards.map((board) => stream.boards.get(board.doctor_id) ?? board),
    [firstBoards, stream.boards],
  );
  const cycle = useBoardCycle(order);
  const announcements = useAnnouncements(boards, both, (call) => cycle.show(call.doctorId));
  const shown = boards.find((board) => board.doctor_id === cycle.shown);
  const position = shown ? order.indexOf(shown.doctor_id) + 1 : 0;

  return (
    <div className="board" id="main">
      <header className="board-top">
        <div>
          {heading && <p className="board-heading">{heading}</p>}
          {shown && <BoardHead board={shown} both={both} />}
        </div>
        <BoardClock both={both} />
      </header>

      {shown ? (
        <BoardQueue board={shown} both={both} checkIn={<BoardCheckIn doctorId={shown.doctor_id} both={both} />} />
      ) : (
        <p className="board-no-opd">
          <InBothLanguages both={both} text={(t) => t('waitingRoom.board.noDoctorsToday')} />
        </p>
      )}

      <footer className="board-foot">
        {order.length > 1 && position > 0 && (
          <InBothLanguages
            both={both}
            className="board-turn"
            text={(t) => t('waitingRoom.board.doctorOfDoctors', { number: position, count: order.length })}
          />
        )}
        {stream.state === 'reconnecting' && (
          <p className="board-reconnecting" role="status">
            <WifiOff size={28} aria-hidden="true" />
            <InBothLanguages both={both} text={(t) => t('waitingRoom.board.reconnecting')} />
          </p>
        )}
        {announcements.started ? (
          <>
            <p className="board-announcing">
              <Volume2 size={28} aria-hidden="true" />
              <InBothLanguages both={both} text={(t) => t('waitingRoom.board.announcementsOn')} />
            </p>
            {announcements.unvoiced.map((lang) => (
              <p key={lang} className="board-announcing board-unvoiced" role="status">
                <VolumeX size={28} aria-hidden="true" />
                <InBothLanguages
                  both={both}
                  text={(t) =>
                    t(lang === 'hi-IN' ? 'waitingRoom.board.noHindiVoice' : 'waitingRoom.board.noEnglishVoice')
                  }
                />
              </p>
            ))}
          </>
        ) : (
          <button type="button" className="button board-start" onClick={announcements.start}>
            <Megaphone size={28} aria-hidden="true" />
            <InBothLanguages both={both} text={(t) => t('waitingRoom.board.startAnnouncements')} />
          </button>
        )}
      </footer>
    </div>
  );
}
