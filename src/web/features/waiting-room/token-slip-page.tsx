// /token-slip?booking_id=N: a booking's token slip, ready to print (the booking's patient, its doctor or
// the doctor's hospital; the server answers 404 to anyone else). The person picks the printer's paper
// (58 mm or 80 mm roll, A6 sheet) and taps Print; only the slip is printed, on a page of that paper's size.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { MESSAGES } from '../../../shared/messages';
import { useTranslation } from '../../lib/i18n';
import { positiveId } from '../../lib/positive-id';
import { errorText, translateMessage } from '../../lib/server-text';
import { ErrorNotice } from '../../ui/error-notice';
import { LanguageSwitch } from '../../ui/language-switch';
import { Loader } from '../../ui/loader';
import { TopBar } from '../../ui/top-bar';
import { PAPER_PAGE, PAPERS, useSlipPaper } from './slip-papers';
import { TokenSlipCard } from './token-slip-card';
import { tokenSlipQuery } from './waiting-room-queries';
import './waiting-room.css';

export function TokenSlipPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const bookingId = positiveId(search.get('booking_id'));
  const slip = useQuery({ ...tokenSlipQuery(bookingId ?? 0), enabled: bookingId !== null });
  const [paper, choosePaper] = useSlipPaper();

  let body;
  if (bookingId === null) body = <ErrorNotice message={translateMessage(t, MESSAGES.notFound)} />;
  else if (slip.isError) body = <ErrorNotice message={errorText(t, slip.error)} />;
  else if (!slip.data) body = <Loader />;
  else
    body = (
      <>
        <div className="slip-controls no-print">
          <fieldset className="choice-group">
            <legend>{t('waitingRoom.slip.paper')}</legend>
            <div className="segmented">
              {PAPERS.map((option) => (
                <label key={option} className={`segment${paper === option ? ' active' : ''}`}>
                  <input
                    type="radio"
                    name="paper"
                    value={option}
                    checked={paper === option}
                    onChange={() => choosePaper(option)}
                  />
                  {t(PAPER_PAGE[option].name)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="button" className="button button-primary button-block" onClick={() => window.print()}>
            <Printer size={20} aria-hidden="true" />
            {t('waitingRoom.slip.print')}
          </button>
        </div>
        {/* The page size of the chosen paper: @page cannot be chosen by a class, so it is written here. */}
        <style>{`@page { size: ${PAPER_PAGE[paper].size}; margin: 0; }`}</style>
        <TokenSlipCard slip={slip.data} paper={paper} />
      </>
    );

  return (
    <>
      <div className="no-print">
        <TopBar title={t('titles.token-slip')} start={{ kind: 'back' }} end={<LanguageSwitch />} />
      </div>
      <main className="page slip-page" id="main">
        <div className="page-column">{body}</div>
      </main>
    </>
  );
}
