// The frame of the sign-in side pages: a header with a back arrow and the title, the text size, one centred
// card, and the way to the help desk.
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../ui/language-switch';
import { TextSizeChoice } from '../../ui/text-size-choice';
import { TopBar } from '../../ui/top-bar';
import { HelpLink } from './help-link';

export function AuthFrame({
  title,
  back = '/',
  children,
  intro,
}: {
  title: string;
  back?: string;
  children: ReactNode;
  intro?: ReactNode;
}) {
  return (
    <>
      <TopBar title={title} start={{ kind: 'back', to: back }} end={<LanguageSwitch />} />
      <main className="page" id="main">
        <div className="page-column">
          <TextSizeChoice />
          {intro}
          <section className="card">{children}</section>
          <HelpLink />
        </div>
      </main>
    </>
  );
}
