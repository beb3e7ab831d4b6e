import { useEffect } from 'react';
import { Alert, Button, Card, Flex, Steps, Typography } from 'antd';
import { useGetGoogleStatusQuery } from '../../api/api';
import { PRODUCT_NAME, WIZARD_STEP_COUNT } from '../../lib/constants';
import { CONNECTION_MESSAGES, SEARCH_MESSAGES } from '../../lib/messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useAppListeners } from '../../store/listeners';
import { connectionListeners, selectConnected } from './connect/connection-status';
import { ConnectStep } from './connect/ConnectStep';
import { useConnectionEvents } from './connect/use-connection-events';
import { CriteriaStep } from './search/CriteriaStep';
import { ReviewStep } from './search/ReviewStep';
import { searchStatusListeners } from './search/search-status';
import { scanSelectedContracts, startSearch, uploadContracts } from './search/search-thunks';
import { SearchingStep } from './search/SearchingStep';
import { SelectStep } from './search/SelectStep';
import {
  errorShown,
  justConnectedSet,
  messagesCleared,
  newSearchStarted,
  selectWizard,
  stepChanged,
} from './wizard-slice';

const STEP_TITLES = ['Connect', 'Search Criteria', 'Searching', 'Select Contracts', 'Review'];
const LAST_STEP = WIZARD_STEP_COUNT - 1;
const STEPS = [ConnectStep, CriteriaStep, SearchingStep, SelectStep, ReviewStep];
const LISTENERS = [...connectionListeners, ...searchStatusListeners];

/** The search-and-upload wizard (spec section 2): connect, criteria, searching, select, review, completed. */
export default function UploadContractsPage() {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const { step, completed, successMessage, errorMessage, justConnected, criteria, contracts, requestInProgress } =
    wizard;
  useAppListeners(LISTENERS);
  // The connection's status is checked when the wizard opens (step 0 keeps checking it) and read on every step.
  useGetGoogleStatusQuery();
  const connected = useAppSelector(selectConnected);
  useConnectionEvents();

  // A newly connected account moves the wizard on from step 0, once.
  useEffect(() => {
    if (justConnected && step === 0) {
      dispatch(justConnectedSet(false));
      dispatch(stepChanged(1));
    }
  }, [justConnected, step, dispatch]);

  function next() {
    switch (step) {
      case 0:
        if (!connected) dispatch(errorShown(CONNECTION_MESSAGES.notConnected));
        else dispatch(stepChanged(1));
        return;
      case 1:
        void dispatch(startSearch());
        return;
      case 2:
        if (contracts.length > 0) dispatch(stepChanged(3));
        return;
      case 3:
        void dispatch(scanSelectedContracts());
        return;
      default:
        void dispatch(uploadContracts());
    }
  }

  const nextDisabled =
    requestInProgress ||
    (step === 0 && !connected) ||
    (step === 1 && criteria.keywords.length === 0) ||
    (step === 2 && contracts.length === 0);
  // Step 2 shows the no-contracts message itself, as an info notice with its edit option.
  const showError = errorMessage && !(step === 2 && errorMessage === SEARCH_MESSAGES.noContractsFound);
  const Step = STEPS[step];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 26 }}>
        {PRODUCT_NAME} Search &amp; Upload
      </Typography.Title>
      <Steps current={step} items={STEP_TITLES.map((title) => ({ title }))} responsive />
      {successMessage && (
        <Alert
          type="success"
          showIcon
          title={successMessage}
          closable={{ onClose: () => dispatch(messagesCleared()) }}
        />
      )}
      {showError && (
        <Alert type="error" showIcon title={errorMessage} closable={{ onClose: () => dispatch(messagesCleared()) }} />
      )}
      {completed ? (
        <Card>
          <Flex vertical gap={16} align="start">
            <Alert type="success" showIcon title={SEARCH_MESSAGES.completed} style={{ alignSelf: 'stretch' }} />
            <Button type="primary" onClick={() => dispatch(newSearchStarted())}>
              Start New Search
            </Button>
          </Flex>
        </Card>
      ) : (
        <>
          <Card>
            <Step />
          </Card>
          <Flex justify="space-between">
            <div>
              {step !== 0 && step !== 2 && (
                <Button disabled={requestInProgress} onClick={() => dispatch(stepChanged(step - 1))}>
                  Back
                </Button>
              )}
            </div>
            <Button type="primary" onClick={next} disabled={nextDisabled} loading={requestInProgress}>
              {step === LAST_STEP ? 'Upload to Database' : 'Next'}
            </Button>
          </Flex>
        </>
      )}
    </Flex>
  );
}
