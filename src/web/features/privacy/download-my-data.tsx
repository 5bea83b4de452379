// "Download my data": asks for a link to a copy of everything the app keeps of the patient (export-my-data, in
// the app's language) and starts the download from it at once, in this session, which is the only one the
// link works in, once, for MY_DATA_LINK_HOURS. Says so before, and what to open once the ZIP has come.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { MY_DATA_LINK_HOURS } from '../../../shared/contract/privacy';
import { useSignedInUser } from '../../api/query-client';
import { useTranslation } from '../../lib/i18n';
import { errorText } from '../../lib/server-text';
import { NoticeLine, type Notice } from '../../ui/form-field';
import { useExportMyData } from './privacy-queries';
import './privacy.css';

/** Downloads the file at a same-origin address without leaving the page (the answer says it is an attachment). */
function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

export function DownloadMyData() {
  const { t, i18n } = useTranslation();
  const user = useSignedInUser();
  const exportMyData = useExportMyData();
  const [notice, setNotice] = useState<Notice | null>(null);
  const download = async () => {
    if (!user) return;
    setNotice(null);
    try {
      const { result } = await exportMyData.mutateAsync({ request: { patient_id: user.id, lang: i18n.language } });
      startDownload(result.url);
      setNotice({ tone: 'success', text: t('myData.started') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(t, error) });
    }
  };
  return (
    <section className="card pv-copy" aria-labelledby="pv-copy-title">
      <h2 id="pv-copy-title" className="card-title">
        {t('myData.copyTitle')}
      </h2>
      <p>{t('myData.copyBody')}</p>
      <p className="field-hint">{t('myData.copyOnce', { hours: MY_DATA_LINK_HOURS })}</p>
      <button
        type="button"
        className="button button-primary button-block"
        onClick={() => void download()}
        disabled={exportMyData.isPending}
      >
        <Download size={20} aria-hidden="true" />
        {exportMyData.isPending ? t('common.pleaseWait') : t('myData.download')}
      </button>
      <NoticeLine notice={notice} />
    </section>
  );
}
