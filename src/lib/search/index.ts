export * from './state';
export * from './request';
export * from './facets';
export * from './records';
