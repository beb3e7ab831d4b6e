import { Typography } from 'antd';

// Filled in by the renewals-database issue.
export default function CalendarPage() {
  return <Typography.Title level={3}>Contract Renewal Calendar</Typography.Title>;
}
