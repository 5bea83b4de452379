// /doctors-dashboard: the doctor's day at a glance; a hospital opens it with ?doctor_id=.
import { DashboardContent } from './dashboard-content';
import './queue.css';

export function DoctorsDashboardPage() {
  return <DashboardContent />;
}
