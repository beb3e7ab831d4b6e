import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Row, Typography } from 'antd';
import { formatSideListDate } from '../../../lib/dates';
import { SEARCH_MESSAGES } from '../../../lib/messages';
import { formatUsd } from '../../../lib/money';
import { useAppSelector } from '../../../store/hooks';
import { selectFoundContracts } from '../wizard-slice';

/** A detected value with the sentence it came from, or 'Not detected'. */
function Detected({ value, evidence }: { value: ReactNode | null; evidence?: string }) {
  if (value === null) return <Typography.Text type="secondary">{SEARCH_MESSAGES.notDetected}</Typography.Text>;
  return (
    <div>
      <div>{value}</div>
      {evidence && (
        <Typography.Paragraph type="secondary" italic ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          “{evidence}”
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** Step 4: what was found in each selected, scanned contract (spec section 2). */
export function ReviewStep() {
  const contracts = useAppSelector(selectFoundContracts).filter((contract) => contract.selected && contract.scanned);
  if (contracts.length === 0) return <Alert type="warning" showIcon title={SEARCH_MESSAGES.noneProcessed} />;
  return (
    <Row gutter={[16, 16]}>
      {contracts.map((contract) => (
        <Col key={contract.id} xs={24} lg={12}>
          <Card title={contract.name} size="small" data-testid="review-card">
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'source',
                  label: 'Source',
                  children: contract.sourceType === 'drive' ? 'Google Drive' : 'Gmail',
                },
                {
                  key: 'renewal',
                  label: 'Renewal Date',
                  children: (
                    <Detected
                      value={contract.renewalDate ? formatSideListDate(contract.renewalDate) : null}
                      evidence={contract.evidence?.renewalDate ?? contract.evidence?.expirationDate}
                    />
                  ),
                },
                {
                  key: 'amount',
                  label: 'Amount',
                  children: (
                    <Detected
                      value={contract.amount ? formatUsd(contract.amount) : null}
                      evidence={contract.evidence?.amount}
                    />
                  ),
                },
                {
                  key: 'parties',
                  label: 'Parties',
                  children: (
                    <Detected
                      value={contract.parties.length > 0 ? contract.parties.join(', ') : null}
                      evidence={contract.evidence?.parties}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
