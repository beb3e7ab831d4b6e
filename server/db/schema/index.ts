export * from './users';
export * from './contracts';
