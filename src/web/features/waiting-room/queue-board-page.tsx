// /queue-board?doctor_id=N (one doctor's board) or ?hospital_id=N (the hospital's doctors sitting today,
// one after another): the public waiting-room display, no sign-in. The first answer comes from
// get-queue-board / get-hospital-queue-boards, so a wrong address shows the server's error; the board then
// follows the stream (board-screen.tsx). Opened from a doctor's or hospital's menu, it first explains how
// to put it on a TV (board-setup.tsx).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorText } from '../../lib/server-text';
import { positiveId } from '../../lib/positive-id';
import { useTranslation } from '../../lib/i18n';
import { ErrorNotice } from '../../ui/error-notice';
import { FullPageLoader } from '../../ui/loader';
import { asksForBoardSetup } from './board-link';
import { BoardScreen } from './board-screen';
import { BoardSetup } from './board-setup';
import { useBothLanguages, type BothLanguages } from './both-languages';
import { queueBoardQuery, hospitalQueueBoardsQuery } from './waiting-room-queries';

export function QueueBoardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const [setupShown, setSetupShown] = useState(() => asksForBoardSetup(state));
  const both = useBothLanguages();
  const hospitalId = positiveId(search.get('hospital_id'));
  const doctorId = positiveId(search.get('doctor_id'));
  if (setupShown) return <BoardSetup onShow={() => setSetupShown(false)} />;
  if (!both) return <FullPageLoader />;
  if (hospitalId !== null) return <HospitalBoard hospitalId={hospitalId} both={both} />;
  if (doctorId !== null) return <DoctorBoard doctorId={doctorId} both={both} />;
  return <BoardFailure message={t('waitingRoom.board.whichBoard')} />;
}

function DoctorBoard({ doctorId, both }: { doctorId: number; both: BothLanguages }) {
  const { t } = useTranslation();
  const board = useQuery(queueBoardQuery(doctorId));
  if (board.isError) return <BoardFailure message={errorText(t, board.error)} />;
  if (!board.data) return <FullPageLoader />;
  return <BoardScreen both={both} firstBoards={[board.data]} />;
}

function HospitalBoard({ hospitalId, both }: { hospitalId: number; both: BothLanguages }) {
  const { t } = useTranslation();
  const hospital = useQuery(hospitalQueueBoardsQuery(hospitalId));
  // A failed refresh keeps the boards on screen: the TV shows the last known doctors rather than an error.
  if (!hospital.data)
    return hospital.isError ? <BoardFailure message={errorText(t, hospital.error)} /> : <FullPageLoader />;
  return <BoardScreen both={both} firstBoards={hospital.data.boards} heading={hospital.data.hospital_name} />;
}

function BoardFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <main className="page" id="main">
      {/* The page's name for a screen reader: the board's own heading is not there to give it. */}
      <h1 className="visually-hidden">{t('titles.queue-board')}</h1>
      <ErrorNotice message={message} />
    </main>
  );
}
