import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from './theme';

interface Props {
  store: AppStore;
  children: ReactNode;
  /** Tests turn animations off: jsdom never finishes them. */
  motion?: boolean;
}

/** Store, theme and antd's message context: everything a screen needs around it. */
export function AppProviders({ store, children, motion = true }: Props) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={motion ? theme : { ...theme, token: { ...theme.token, motion: false } }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </Provider>
  );
}
