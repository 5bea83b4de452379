// The read-only lab history shared by the doctor's /today-lab-report and the patient's
// /patient-lab-reports (the layout of the booking history): lab, date, status, the tests asked for,
// patient, each test the lab has added with its status and the report download, or a neutral 'Report not
// ready yet' while the lab has not uploaded it (a report not yet made is not a missing file). Until the lab
// adds the tests asked for, the card says so, rather than that none were chosen.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LabBookingView } from '../../../shared/contract/labs';
import { errorText } from '../../lib/server-text';
import { useTranslation } from '../../lib/i18n';
import { useFormat } from '../../lib/format';
import { EmptyState, ErrorNotice } from '../../ui/error-notice';
import { Loader } from '../../ui/loader';
import { bookingStatusKey, labTone, testStatusKey } from './lab-text';
import { ReportLink } from './lab-test-item';
import { InfoList, type InfoItem } from '../../ui/info-list';
import { useReferenceNames } from '../../api/reference-names';
import { StatusChip } from '../../ui/status-chip';

/** How the patient's own list says whom a booking is for; the doctor's list shows the name as booked. */
type Whom = (record: LabBookingView, name: string) => string;

function LabReportCard({ booking, whom }: { booking: LabBookingView; whom: Whom | undefined }) {
  const { t } = useTranslation();
  const names = useReferenceNames();
  const format = useFormat();
  const details = booking.patient_details;
  const rows: InfoItem[] = [
    [t('labs.bookingDate'), format.date(booking.booking_date)],
    [t('labs.askedFor'), names.testList(booking.test_name)],
    whom ? [t('family.forLabel'), whom(booking, details.name)] : [t('labs.patientName'), details.name],
    [t('labs.age'), t('labs.ageYears', { age: details.age })],
  ];
  if (booking.doctor)
    rows.push([
      t('labs.doctor'),
      t('common.doctorName', { name: `${booking.doctor.first_name} ${booking.doctor.last_name}`.trim() }),
    ]);
  return (
    <li className="card" data-lab-booking-id={booking.id}>
      <div className="card-head">
        <h2 className="card-title">{names.institution(booking.lab_name)}</h2>
        <StatusChip tone={labTone(booking.status)}>{t(bookingStatusKey(booking.status))}</StatusChip>
      </div>
      <InfoList rows={rows.filter(([, value]) => value)} />
      {booking.lab_test.length === 0 ? (
        <p className="lb-muted">{t('labs.testsNotAddedYet')}</p>
      ) : (
        <ul className="lb-tests" aria-label={t('labs.testsOf', { name: details.name })}>
          {booking.lab_test.map((test) => (
            <li key={test.id} className="lb-test" data-test-id={test.id}>
              <div className="card-head">
                <p className="lb-test-name">{names.test(test.test_code, test.name)}</p>
                <StatusChip tone={labTone(test.status)}>{t(testStatusKey(test.status))}</StatusChip>
              </div>
              {test.report ? (
                <ReportLink url={test.report} testName={test.name} />
              ) : (
                <p className="field-hint">{t('labs.reportNotReady')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function LabReportList({
  list,
  emptyTitle,
  whom,
}: {
  list: UseQueryResult<LabBookingView[]>;
  emptyTitle: string;
  whom?: Whom;
}) {
  const { t } = useTranslation();
  if (list.isPending) return <Loader />;
  if (list.isError) return <ErrorNotice message={errorText(t, list.error)} />;
  if (list.data.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <div className="page-column">
      <ul className="lb-list">
        {list.data.map((booking) => (
          <LabReportCard key={booking.id} booking={booking} whom={whom} />
        ))}
      </ul>
    </div>
  );
}
