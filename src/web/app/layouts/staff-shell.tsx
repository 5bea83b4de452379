// The frame of the staff screens without footer tabs or a menu (the lab's and the call centre's): a top bar
// with the screen's title, who is signed in, the language switch and a logout icon, then the screen.
import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../ui/language-switch';
import { TopBar, type TopBarStart } from '../../ui/top-bar';
import { useLogoutButton } from '../logout-button';

export function StaffShell({ title, subtitle, start }: { title: string; subtitle: string; start: TopBarStart }) {
  const logout = useLogoutButton();
  return (
    <div className="shell">
      <TopBar
        title={title}
        subtitle={subtitle}
        start={start}
        end={
          <>
            <LanguageSwitch />
            {logout.button}
          </>
        }
      />
      <main className="page" id="main">
        <Outlet />
      </main>
      {logout.modal}
    </div>
  );
}
