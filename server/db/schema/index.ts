export * from './users';
export * from './contracts';
export * from './google';
export * from './searches';
export * from './reminders';
