import { Typography } from 'antd';

// Filled in by the renewals-database issue.
export default function ContractsPage() {
  return <Typography.Title level={3}>All Contracts</Typography.Title>;
}
