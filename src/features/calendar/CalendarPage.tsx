import { useEffect, useMemo } from 'react';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { markStart, useMeasureAfterRender } from '../../lib/perf-marks';
import { useListContractsQuery, REFRESH_WHILE_OPEN } from '../../api/api';
import { CalendarFeed } from './CalendarFeed';
import { RenewalsCalendar } from './RenewalsCalendar';
import { calendarEntries, upcomingEntries } from './calendar-entries';
import { UpcomingRenewals } from './UpcomingRenewals';

export default function CalendarPage() {
  const { data, error } = useListContractsQuery(undefined, REFRESH_WHILE_OPEN);
  const contracts = useMemo(() => {
    // From the list's arrival to the month on screen (read by bench:web).
    markStart('calendar-render');
    return data ?? [];
  }, [data]);
  useMeasureAfterRender('calendar-render', [contracts]);
  const entries = useMemo(() => calendarEntries(contracts), [contracts]);
  const upcoming = useMemo(() => upcomingEntries(entries), [entries]);

  // The spec shows no message when the calendar cannot load; the failure is logged.
  useEffect(() => {
    if (error) console.error('Failed to load contracts for the calendar', error);
  }, [error]);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        Contract Renewal Calendar
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card styles={{ body: { padding: 8 } }}>
            <RenewalsCalendar entries={entries} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <UpcomingRenewals entries={upcoming} />
            <CalendarFeed />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
