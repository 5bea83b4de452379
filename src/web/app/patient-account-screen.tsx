// /patient-account: the patient's account page (features/accounts) with the privacy area's "Download my data"
// under its links. Put together here because a feature never imports another.
import { PatientAccountPage } from '../features/accounts/account-page';
import { DownloadMyData } from '../features/privacy/download-my-data';

export function PatientAccountScreen() {
  return <PatientAccountPage more={<DownloadMyData />} />;
}
