import { Button, Checkbox, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { SEARCH_MESSAGES } from '../../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { allContractsSelected, contractToggled, searchEdited, selectFoundContracts } from '../wizard-slice';

const sourceChip = (source: 'gmail' | 'drive') => (source === 'drive' ? 'Drive' : 'Gmail');

/** Step 3: pick the real contracts among the results (spec section 2). */
export function SelectStep() {
  const dispatch = useAppDispatch();
  const contracts = useAppSelector(selectFoundContracts);
  const edit = () => dispatch(searchEdited());

  if (contracts.length === 0) {
    return (
      <Flex vertical gap={16} align="start">
        <Typography.Paragraph>{SEARCH_MESSAGES.noContractsToSelect}</Typography.Paragraph>
        <Button onClick={edit}>Edit Search</Button>
      </Flex>
    );
  }
  const selected = contracts.filter((contract) => contract.selected).length;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong data-testid="selection-count">
          {SEARCH_MESSAGES.selected(selected, contracts.length)}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={() => dispatch(allContractsSelected(true))}>Select All</Button>
          <Button onClick={() => dispatch(allContractsSelected(false))}>Deselect All</Button>
          <Button onClick={edit}>Edit Search</Button>
        </Flex>
      </Flex>
      <Flex vertical role="list" style={{ border: '1px solid #f0f0f0', borderRadius: 8 }}>
        {contracts.map((contract, index) => (
          <Flex
            key={contract.id}
            role="listitem"
            gap={12}
            align="center"
            wrap
            style={{ padding: '12px 16px', borderTop: index === 0 ? undefined : '1px solid #f0f0f0' }}
          >
            <Checkbox
              checked={contract.selected}
              onChange={() => dispatch(contractToggled(contract.id))}
              aria-label={`Select ${contract.name}`}
            />
            <Flex vertical style={{ flex: 1, minWidth: 200 }}>
              <Typography.Text strong>{contract.name}</Typography.Text>
              {contract.sourceLocation && (
                <Typography.Text type="secondary" ellipsis>
                  {contract.sourceLocation}
                  {contract.locations.length > 1 ? ` (+${contract.locations.length - 1} more)` : ''}
                </Typography.Text>
              )}
            </Flex>
            <Tag color={contract.sourceType === 'drive' ? 'green' : 'red'}>{sourceChip(contract.sourceType)}</Tag>
            <Typography.Text type="secondary">
              Last Modified: {dayjs(contract.lastModified).format('MMM D, YYYY')}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
