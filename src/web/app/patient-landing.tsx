// The patient's landing screen (/patient-selection, decision 0040): the doctors' home page, with the
// notices the patient was given (a breach of their data) first, until they close them.
import { PatientSelectionPage } from '../features/doctors/patient-selection-page';
import { NoticesBanner } from '../features/privacy/notices-banner';

export function PatientLanding() {
  return <PatientSelectionPage notices={<NoticesBanner />} />;
}
