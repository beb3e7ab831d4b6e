import { Typography } from 'antd';

// Filled in by the renewals-database issue.
export default function DashboardPage() {
  return <Typography.Title level={3}>Dashboard</Typography.Title>;
}
