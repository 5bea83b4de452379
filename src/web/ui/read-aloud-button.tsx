// "Read aloud": says the given words in the screen's language (lib/speech.ts, the board's voice too). With no
// voice for that language on this device the button says so instead of staying silent.
import { Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import type { Language } from '../../shared/constants';
import { useTranslation } from '../lib/i18n';
import { SPEECH_LANG, speak, stopSpeaking } from '../lib/speech';

export function ReadAloudButton({ words }: { words: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  /** The language found without a voice at the last tap: the message holds while the screen is in it. */
  const [unvoiced, setUnvoiced] = useState<Language | null>(null);
  const noVoice = unvoiced === lang;
  const read = async () => {
    stopSpeaking();
    const missing = await speak([{ text: words, lang: SPEECH_LANG[lang] }]);
    setUnvoiced(missing.length > 0 ? lang : null);
  };
  return (
    <button type="button" className="button button-secondary read-aloud" onClick={() => void read()}>
      {noVoice ? <VolumeX size={20} aria-hidden="true" /> : <Volume2 size={20} aria-hidden="true" />}
      <span>{t(noVoice ? 'readAloud.noVoice' : 'readAloud.button')}</span>
    </button>
  );
}
