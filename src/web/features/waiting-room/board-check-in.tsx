// The check-in code on the waiting room's screen: a QR code of the doctor's current check-in address with
// "Scan to check in" in Hindi and English. Only the doctor's or hospital's own signed-in screen is given a
// code (a code anybody could read from home would prove nobody is here); elsewhere it shows nothing, and the
// printed poster serves instead.
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '../../api/query-client';
import type { BothLanguages } from './both-languages';
import { InBothLanguages } from './in-both-languages';
import { QrCodeImage } from '../../ui/qr-code-image';
import { checkInAddress, checkInCodeQuery } from './waiting-room-queries';

export function BoardCheckIn({ doctorId, both }: { doctorId: number; both: BothLanguages }) {
  const user = useSignedInUser();
  const code = useQuery({ ...checkInCodeQuery(doctorId, 'screen'), enabled: user?.user_type === 'Doctor' });
  if (!code.data) return null;
  return (
    <div className="board-check-in" data-testid="board-check-in">
      <QrCodeImage
        text={checkInAddress(code.data.url)}
        label={both.en('waitingRoom.board.checkInQr')}
        className="board-check-in-qr"
      />
      <InBothLanguages both={both} className="board-check-in-text" text={(t) => t('waitingRoom.board.scanToCheckIn')} />
    </div>
  );
}
