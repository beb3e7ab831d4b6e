import VirtualList from '@rc-component/virtual-list';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { contractPath } from '../../lib/constants';
import { formatSideListDate } from '../../lib/dates';
import { CONTRACT_MESSAGES } from '../../lib/messages';
import { formatDollarsOrZero } from '../../lib/money';
import type { CalendarEntry } from './calendar-entries';
import { CANCEL_BY_COLOR } from './RenewalsCalendar';

const ROW_HEIGHT = 58;
const MAX_HEIGHT = ROW_HEIGHT * 10;

/**
 * The side panel's list: renewals and cancel-by dates of the next 30 days, each opening its contract. Only the rows
 * in view are rendered (a month can hold thousands, and drawing them all cost a third of the calendar's render).
 */
export function UpcomingRenewals({ entries }: { entries: CalendarEntry[] }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Upcoming Renewals (Next 30 days)</h2>}>
      {entries.length === 0 ? (
        <Typography.Text type="secondary">{CONTRACT_MESSAGES.noUpcoming}</Typography.Text>
      ) : (
        <div role="list">
          <VirtualList
            data={entries}
            itemKey={(entry) => `${entry.kind}-${entry.contract.id}`}
            itemHeight={ROW_HEIGHT}
            height={Math.min(MAX_HEIGHT, entries.length * ROW_HEIGHT)}
          >
            {({ kind, date, contract }) => (
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
                  {kind === 'cancelBy' && (
                    <Tag color={CANCEL_BY_COLOR} style={{ marginInlineEnd: 6 }}>
                      Cancel by
                    </Tag>
                  )}
                  <Link to={contractPath(contract.id)}>{contract.name}</Link>
                </Typography.Text>
                <Typography.Text type="secondary">
                  {`${formatSideListDate(date)} · ${formatDollarsOrZero(contract.contractValue)}`}
                </Typography.Text>
              </div>
            )}
          </VirtualList>
        </div>
      )}
    </Card>
  );
}
