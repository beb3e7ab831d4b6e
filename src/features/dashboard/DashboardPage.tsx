import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { CalendarOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { REFRESH_WHILE_OPEN, useGetDashboardStatsQuery, type DashboardStats } from '../../api/api';
import { ROUTES, type ContractFilter } from '../../lib/constants';
import { localToday } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';

const NO_STATS: DashboardStats = {
  contractsCount: 0,
  upcomingRenewals: 0,
  cancelByNext30Days: 0,
  needsReview: 0,
  overdue: 0,
};

interface StatCard {
  title: string;
  value: keyof DashboardStats;
  action: string;
  /** Where the card's button goes: a screen, or All Contracts filtered to what the card counts. */
  to: string | { filter: ContractFilter };
  danger?: boolean;
}

const CARDS: StatCard[] = [
  { title: 'Total Contracts', value: 'contractsCount', action: 'VIEW ALL CONTRACTS', to: ROUTES.contracts },
  { title: 'Upcoming Renewals', value: 'upcomingRenewals', action: 'VIEW DETAILS', to: ROUTES.calendar },
  {
    title: 'Cancel-by Deadlines (Next 30 days)',
    value: 'cancelByNext30Days',
    action: 'VIEW DEADLINES',
    to: { filter: 'cancel-by-30' },
  },
  { title: 'Needs Review', value: 'needsReview', action: 'REVIEW CONTRACTS', to: { filter: 'needs-review' } },
  { title: 'Overdue', value: 'overdue', action: 'VIEW OVERDUE', to: { filter: 'overdue' }, danger: true },
];

export default function DashboardPage() {
  const navigate = useNavigate();
  const { data, isLoading, isError } = useGetDashboardStatsQuery({ today: localToday() }, REFRESH_WHILE_OPEN);
  if (isLoading) return <Typography.Text>{CONTRACT_MESSAGES.loadingDashboard}</Typography.Text>;
  const stats = !isError && data ? data : NO_STATS;
  const open = (to: StatCard['to']) =>
    navigate(typeof to === 'string' ? to : `${ROUTES.contracts}?filter=${to.filter}`);

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Dashboard
      </Typography.Title>
      {isError && <Alert type="error" showIcon title={CONTRACT_MESSAGES.dashboardFailed} />}
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col
            key={card.value}
            xs={24}
            md={12}
            xl={card.value === 'contractsCount' || card.value === 'upcomingRenewals' ? 12 : 8}
          >
            <Card>
              <Statistic
                title={card.title}
                value={stats[card.value]}
                styles={card.danger && stats[card.value] > 0 ? { content: { color: '#c62828' } } : undefined}
              />
              <Button type="link" style={{ paddingInline: 0, marginTop: 8 }} onClick={() => open(card.to)}>
                {card.action}
              </Button>
            </Card>
          </Col>
        ))}
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
