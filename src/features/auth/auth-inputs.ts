// The sign-in and sign-up screens take antd's text and password inputs from their own modules: `Input` from the
// package index carries TextArea, Search and the one-time-code input along, all dead weight on the first page a
// visitor downloads. They are the same components (same styles and behaviour) as `Input` and `Input.Password`.
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
