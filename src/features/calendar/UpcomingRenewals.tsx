import VirtualList from '@rc-component/virtual-list';
import { Card, Typography } from 'antd';
import type { Contract } from '../../api/api';
import { formatSideListDate } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { formatDollarsOrZero } from '../../lib/money';

const ROW_HEIGHT = 58;
const MAX_HEIGHT = ROW_HEIGHT * 10;

/**
 * The side panel's list. Only the rows in view are rendered (a month can hold thousands of renewals, and drawing
 * them all cost a third of the calendar's render); the panel scrolls through the rest.
 */
export function UpcomingRenewals({ contracts }: { contracts: Contract[] }) {
  return (
    <Card title="Upcoming Renewals (Next 30 days)">
      {contracts.length === 0 ? (
        <Typography.Text type="secondary">{CONTRACT_MESSAGES.noUpcoming}</Typography.Text>
      ) : (
        <div role="list">
          <VirtualList
            data={contracts}
            itemKey="id"
            itemHeight={ROW_HEIGHT}
            height={Math.min(MAX_HEIGHT, contracts.length * ROW_HEIGHT)}
          >
            {(contract) => (
              <div
                role="listitem"
                style={{
                  height: ROW_HEIGHT,
                  boxSizing: 'border-box',
                  padding: '8px 0',
                  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
                }}
              >
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {contract.name}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {`${formatSideListDate(contract.renewalDate!)} · ${formatDollarsOrZero(contract.contractValue)}`}
                </Typography.Text>
              </div>
            )}
          </VirtualList>
        </div>
      )}
    </Card>
  );
}
