import { useMemo, useState } from 'react';
import { Button, Calendar, Flex, Typography, theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import enUS from 'antd/es/calendar/locale/en_US';
import dayjs, { type Dayjs } from 'dayjs';
import type { Contract } from '../../api/api';
import { DATE_FORMATS } from '../../lib/constants';
import { dayKey } from '../../lib/dates';
import { countRenewalsByDay, renewalsLabel } from './renewals-by-day';

// The spec's weekday headers: Sun to Sat.
const locale = { ...enUS, lang: { ...enUS.lang, shortWeekDays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] } };

/** A month grid: each day shows its renewal count, and days with renewals are highlighted. */
export function RenewalsCalendar({ contracts }: { contracts: Contract[] }) {
  const { token } = theme.useToken();
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const counts = useMemo(() => countRenewalsByDay(contracts), [contracts]);

  return (
    <Calendar
      locale={locale as typeof enUS}
      value={month}
      onPanelChange={(value) => setMonth(value)}
      onSelect={(value) => setMonth(value)}
      headerRender={({ value, onChange }) => (
        <Flex justify="space-between" align="center" style={{ padding: '8px 12px' }}>
          <Button
            aria-label="Previous month"
            icon={<LeftOutlined />}
            onClick={() => onChange(value.subtract(1, 'month'))}
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {value.format(DATE_FORMATS.monthHeading)}
          </Typography.Title>
          <Button aria-label="Next month" icon={<RightOutlined />} onClick={() => onChange(value.add(1, 'month'))} />
        </Flex>
      )}
      fullCellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const count = counts.get(dayKey(date)) ?? 0;
        const inMonth = date.month() === month.month();
        return (
          <div
            data-testid={`day-${dayKey(date)}`}
            style={{
              margin: 2,
              minHeight: 64,
              padding: 6,
              textAlign: 'right',
              borderRadius: token.borderRadius,
              borderTop: `2px solid ${date.isSame(dayjs(), 'day') ? token.colorPrimary : token.colorBorderSecondary}`,
              background: count > 0 ? token.colorPrimaryBg : undefined,
              opacity: inMonth ? 1 : 0.45,
            }}
          >
            <div>{date.date()}</div>
            {count > 0 && (
              <Typography.Text strong style={{ color: token.colorPrimary, fontSize: 12 }}>
                {renewalsLabel(count)}
              </Typography.Text>
            )}
          </div>
        );
      }}
    />
  );
}
