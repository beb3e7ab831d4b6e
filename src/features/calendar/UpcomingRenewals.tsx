import { Card, List, Typography } from 'antd';
import type { Contract } from '../../api/api';
import { formatSideListDate } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { formatDollarsOrZero } from '../../lib/money';

export function UpcomingRenewals({ contracts }: { contracts: Contract[] }) {
  return (
    <Card title="Upcoming Renewals (Next 30 days)">
      {contracts.length === 0 ? (
        <Typography.Text type="secondary">{CONTRACT_MESSAGES.noUpcoming}</Typography.Text>
      ) : (
        <List
          dataSource={contracts}
          renderItem={(contract) => (
            <List.Item key={contract.id}>
              <List.Item.Meta
                title={contract.name}
                description={`${formatSideListDate(contract.renewalDate!)} · ${formatDollarsOrZero(contract.contractValue)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
