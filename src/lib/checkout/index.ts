export * from './address';
export * from './installments';
export * from './postcode';
export * from './schemas';
