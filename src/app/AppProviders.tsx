import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from './theme';

interface Props {
  store: AppStore;
  children: ReactNode;
  /** Tests turn animations off: jsdom never finishes them. */
  motion?: boolean;
}

/** Store and theme: everything a screen needs around it. (antd's App context is not used: it would add its
 * message, notification and modal code to the sign-in page.) */
export function AppProviders({ store, children, motion = true }: Props) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={motion ? theme : { ...theme, token: { ...theme.token, motion: false } }}>
        {children}
      </ConfigProvider>
    </Provider>
  );
}
