// How to put the board on the waiting room's TV, shown to the doctor or hospital who opened it from their
// menu, in the app's language, before the board goes full screen: the address to open on the TV (no
// sign-in), that the check-in code shows on a screen signed in with the account (the poster serves the
// others), full screen, the one "Start announcements" tap, and that it follows the queue all day.
// "Show full screen" makes this device the screen (where the browser allows it) and shows the board.
import { Maximize } from 'lucide-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { LanguageSwitch } from '../../ui/language-switch';
import { TopBar } from '../../ui/top-bar';

/** Full screen where the browser allows it (an iPhone does not for a page): the board shows either way. */
function enterFullScreen(): void {
  void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function BoardSetup({ onShow }: { onShow: () => void }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const address = `${window.location.origin}/queue-board${search}`;
  return (
    <>
      <TopBar title={t('waitingRoom.setup.title')} start={{ kind: 'back' }} end={<LanguageSwitch />} />
      <main className="page" id="main">
        <div className="page-column">
          <section className="card board-setup" aria-labelledby="board-setup-lead">
            <p id="board-setup-lead" className="card-lead">
              {t('waitingRoom.setup.lead')}
            </p>
            <ol className="board-setup-steps">
              <li>
                {t('waitingRoom.setup.stepOpen')}
                <code className="board-setup-address" dir="ltr">
                  {address}
                </code>
              </li>
              <li>{t('waitingRoom.setup.stepCheckIn')}</li>
              <li>{t('waitingRoom.setup.stepFullScreen')}</li>
              <li>{t('waitingRoom.setup.stepAnnounce', { button: t('waitingRoom.board.startAnnouncements') })}</li>
              <li>{t('waitingRoom.setup.stepLeave')}</li>
            </ol>
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() => {
                enterFullScreen();
                onShow();
              }}
            >
              <Maximize size={20} aria-hidden="true" />
              {t('waitingRoom.setup.showFullScreen')}
            </button>
          </section>
        </div>
      </main>
    </>
  );
}
