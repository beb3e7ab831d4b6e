import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { CalendarOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useGetDashboardStatsQuery } from '../../api/api';
import { ROUTES } from '../../lib/constants';
import { localToday } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';

export default function DashboardPage() {
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetDashboardStatsQuery({ today: localToday() });
  if (isLoading) return <Typography.Text>{CONTRACT_MESSAGES.loadingDashboard}</Typography.Text>;
  const stats = !isError && data ? data : { contractsCount: 0, upcomingRenewals: 0 };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3}>Dashboard</Typography.Title>
      {isError && <Alert type="error" showIcon title={CONTRACT_MESSAGES.dashboardFailed} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Total Contracts" value={stats.contractsCount} />
            <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => navigate(ROUTES.contracts)}>
              VIEW ALL CONTRACTS
            </Button>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Statistic title="Upcoming Renewals" value={stats.upcomingRenewals} />
            <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => navigate(ROUTES.calendar)}>
              VIEW DETAILS
            </Button>
          </Card>
        </Col>
      </Row>
      <Card title="Quick Actions">
        <Flex gap={12} wrap>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => navigate(ROUTES.uploadContracts)}>
            Upload Contracts
          </Button>
          <Button icon={<CalendarOutlined />} onClick={() => navigate(ROUTES.calendar)}>
            View Calendar
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
