// /check-in-poster (the doctor, or a hospital for its doctor: ?doctor_id=): an A4 poster for the wall of the
// waiting room with the doctor's check-in code of the day as a QR code and its address, in Hindi and English
// like the board (everyone in the hall reads it). The code works until the clinic's midnight: the desk
// prints a new one each morning. Print prints the poster alone, on an A4 page.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { wireDateInWords } from '../../../shared/dates';
import { useActingDoctor } from '../hospital/shared/acting-doctor';
import { NoDoctorChosen } from '../hospital/shared/no-doctor-chosen';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { LanguageSwitch } from '../../ui/language-switch';
import { Loader } from '../../ui/loader';
import { TopBar } from '../../ui/top-bar';
import { useBothLanguages, type BothLanguages } from './both-languages';
import { InBothLanguages } from './in-both-languages';
import { QrCodeImage } from '../../ui/qr-code-image';
import { checkInAddress, checkInCodeQuery, queueBoardQuery } from './waiting-room-queries';
import './waiting-room.css';

export function CheckInPosterPage() {
  const { t } = useTranslation();
  const { doctorId } = useActingDoctor();
  const both = useBothLanguages();
  let body;
  if (doctorId === null) body = <NoDoctorChosen />;
  else if (!both) body = <Loader />;
  else body = <Poster doctorId={doctorId} both={both} />;
  return (
    <>
      <div className="no-print">
        <TopBar title={t('titles.check-in-poster')} start={{ kind: 'back' }} end={<LanguageSwitch />} />
      </div>
      <main className="page poster-page" id="main">
        <div className="page-column">{body}</div>
      </main>
    </>
  );
}

function Poster({ doctorId, both }: { doctorId: number; both: BothLanguages }) {
  const { t } = useTranslation();
  const code = useQuery(checkInCodeQuery(doctorId, 'poster'));
  // The board's answer names the doctor and the clinic's day, for anyone: the poster needs no more.
  const board = useQuery(queueBoardQuery(doctorId));
  if (code.isError) return <ErrorNotice message={errorText(t, code.error)} />;
  if (!code.data || !board.data) return <Loader />;
  const address = checkInAddress(code.data.url);
  const day = board.data.booking_date;
  return (
    <>
      <div className="slip-controls no-print">
        <p className="state-text">{t('floor.posterHint')}</p>
        <button type="button" className="button button-primary button-block" onClick={() => window.print()}>
          <Printer size={20} aria-hidden="true" />
          {t('floor.posterPrint')}
        </button>
      </div>
      {/* A4, portrait, whatever the printer's default. */}
      <style>{'@page { size: A4 portrait; margin: 12mm; }'}</style>
      <article className="poster" data-testid="check-in-poster" aria-label={t('titles.check-in-poster')}>
        <InBothLanguages both={both} className="poster-title" text={(tr) => tr('floor.posterTitle')} />
        <p className="poster-doctor">{both.en('common.doctorName', { name: board.data.doctor_name })}</p>
        <QrCodeImage text={address} label={t('floor.posterQr')} className="poster-qr" />
        <p className="poster-address" dir="ltr">
          {address}
        </p>
        <ol className="poster-steps">
          {(['floor.posterStep1', 'floor.posterStep2', 'floor.posterStep3'] as const).map((step) => (
            <li key={step}>
              <InBothLanguages both={both} text={(tr) => tr(step)} />
            </li>
          ))}
        </ol>
        <InBothLanguages
          both={both}
          className="poster-valid"
          text={(tr, lang) => tr('floor.posterValid', { date: wireDateInWords(day, lang) })}
        />
      </article>
    </>
  );
}
