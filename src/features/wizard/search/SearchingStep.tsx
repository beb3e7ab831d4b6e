import { Alert, Button, Descriptions, Flex, Progress, Spin, Typography } from 'antd';
import { SEARCH_MESSAGES } from '../../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { searchEdited, selectWizard } from '../wizard-slice';
import { useSearchStatus } from './search-status';
import { processResults } from './search-thunks';

/** Step 2: the running search, its progress, and the ways out (spec sections 2 and 4). */
export function SearchingStep() {
  const dispatch = useAppDispatch();
  const { search, errorMessage, errorHint, processRetryOffered, requestInProgress } = useAppSelector(selectWizard);
  const state = useSearchStatus();
  const edit = () => dispatch(searchEdited());

  if (!search) return <Typography.Paragraph>{SEARCH_MESSAGES.waiting}</Typography.Paragraph>;

  if (errorMessage === SEARCH_MESSAGES.noContractsFound) {
    return (
      <Flex vertical gap={16} align="start">
        <Alert type="info" showIcon title={SEARCH_MESSAGES.noContractsFound} style={{ alignSelf: 'stretch' }} />
        <Button onClick={edit}>Edit Search Criteria</Button>
      </Flex>
    );
  }

  if (state?.status === 'FAILED') {
    return (
      <Flex vertical gap={16} align="start">
        <Alert type="error" showIcon title={SEARCH_MESSAGES.failed} style={{ alignSelf: 'stretch' }} />
        <Button onClick={edit}>Edit Search Criteria</Button>
      </Flex>
    );
  }

  const progress = state?.progress;
  const percent =
    progress && progress.itemsFound > 0 ? Math.round((progress.itemsAnalysed / progress.itemsFound) * 100) : 0;
  const running = state?.status !== 'COMPLETED';
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'id', label: 'Search ID', children: <span data-testid="search-id">{search.id}</span> },
          { key: 'status', label: 'Status', children: <span data-testid="search-status">{state?.status ?? '—'}</span> },
        ]}
      />
      {running && (
        <Flex align="center" gap={12}>
          <span role="status" aria-label="Searching">
            <Spin />
          </span>
          <Typography.Text type="secondary">Searching mail and drive...</Typography.Text>
        </Flex>
      )}
      {progress && (
        <Flex vertical gap={4}>
          <Progress percent={percent} status={running ? 'active' : 'normal'} aria-label="Search progress" />
          <Typography.Text type="secondary" data-testid="search-progress">
            {progress.itemsFound} items found, {progress.itemsAnalysed} analysed, {progress.contractsFound} contracts
          </Typography.Text>
        </Flex>
      )}
      {state?.notice && <Alert type="warning" showIcon title={state.notice} />}
      {errorHint && <Typography.Paragraph>{errorHint}</Typography.Paragraph>}
      <Flex gap={8}>
        {processRetryOffered && (
          <Button type="primary" loading={requestInProgress} onClick={() => dispatch(processResults())}>
            Process Results
          </Button>
        )}
        <Button onClick={edit}>Edit Search</Button>
      </Flex>
    </Flex>
  );
}
